// Member text printed in an operator's terminal (npm run feedback, npm run chat): escape sequences (ESC, the
// one-byte C1 CSI), other control characters and bidi overrides can clear the screen, write the clipboard
// (OSC 52) or disguise what is shown, and a newline can forge an entry. Shown as visible \uXXXX escapes instead.

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** The text on one line with every control, bidi and line-separator character as a visible escape. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
