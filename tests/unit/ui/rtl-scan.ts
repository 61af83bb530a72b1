// Finds physical (left/right) layout in style code, which a right-to-left page would not mirror. Used by
// rtl-logical-properties.test.ts over src/; kept apart so the rules themselves are tested on snippets.

export interface Finding {
  line: number;
  rule: string;
  text: string;
}

const RULES: { rule: string; re: RegExp }[] = [
  { rule: 'margin/padding/border/scroll-* left/right: use *-inline-start/end', re: /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/ },
  { rule: 'marginLeft/paddingRight/borderLeft…: use marginInlineStart/…', re: /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\b/ },
  { rule: 'left:/right: on a positioned element: use inset-inline-start/end', re: /(?:^\s*|[{,;]\s*)['"]?(?:left|right)['"]?\s*:/ },
  { rule: 'text-align left/right: use start/end', re: /\btext-?align\s*:\s*['"]?(?:left|right)\b/i },
  { rule: 'float/clear left/right: use inline-start/inline-end', re: /\b(?:float|clear)\s*:\s*['"]?(?:left|right)\b/ },
  { rule: 'physical corner radius: use border-start-start-radius…', re: /border-(?:top|bottom)-(?:left|right)-radius|border(?:Top|Bottom)(?:Left|Right)Radius/ },
  { rule: 'translateX does not flip: flip it under [dir=rtl] and allow-list it', re: /\btranslateX\(/ },
  { rule: 'transition of left/right: transition inset-inline-start/end', re: /\btransition(?:-property)?\s*:[^;]*\b(?:left|right)\b/ },
];

// Four-value shorthands are top right bottom left: a different right and left is physical. Either a whole
// declaration line of a css`` template, or a plain string value of a style object.
const BOXES = 'padding|margin|inset|scroll-padding|scroll-margin|border-width|border-style|border-color|border-radius';
const SHORTHAND_CSS = new RegExp(`^\\s*(${BOXES})\\s*:\\s*(.+?);\\s*$`);
const SHORTHAND_JS = /\b(padding|margin|inset|scrollPadding|scrollMargin|borderWidth|borderRadius)\s*:\s*(['"])([^'"]*)\2/;

/** Split a CSS value at top-level spaces (not inside calc(…), var(…) or ${…}). */
export function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of value.trim()) {
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (cur) parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) parts.push(cur);
  return parts;
}

function asymmetricShorthand(line: string): string | null {
  const css = SHORTHAND_CSS.exec(line);
  const js = css ? null : SHORTHAND_JS.exec(line);
  const prop = css?.[1] ?? js?.[1];
  const value = css?.[2] ?? js?.[3];
  if (!prop || value === undefined) return null;
  const parts = splitValue(value);
  if (parts.length !== 4) return null;
  if (/^border-?radius$/i.test(prop)) return parts[0] !== parts[1] || parts[2] !== parts[3] ? `4-value ${prop} with different left and right corners: use border-*-*-radius logical corners` : null;
  return parts[1] !== parts[3] ? `4-value ${prop} with different right and left: use ${prop}-block / ${prop}-inline` : null;
}

const isComment = (line: string): boolean => /^\s*(?:\/\/|\/?\*)/.test(line);

/** Every physical-direction style in a file's text, with 1-based line numbers. */
export function scanPhysical(source: string): Finding[] {
  const out: Finding[] = [];
  source.split('\n').forEach((text, i) => {
    if (isComment(text)) return;
    const code = text.replace(/\s\/\/.*$/, '');
    for (const { rule, re } of RULES) if (re.test(code)) out.push({ line: i + 1, rule, text: text.trim() });
    const short = asymmetricShorthand(code);
    if (short) out.push({ line: i + 1, rule: short, text: text.trim() });
  });
  return out;
}
