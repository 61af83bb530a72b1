import { Global, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';
import { useScriptFonts } from './fonts/useScriptFonts.ts';
// Latin for every page (brand and game names); a script's faces load with its language (fonts/faces.ts).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-serif/700.css';

const global = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
    background: ${token('color.bg.page')};
    color: ${token('color.text.primary')};
    font-family: ${token('font.family.base')};
    font-size: ${token('font.size.md')};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${token('font.family.heading')};
    font-weight: ${token('font.weight.bold')};
    line-height: 1.25;
    margin: 0 0 ${token('space.sm')};
  }
  a {
    color: ${token('color.text.link')};
  }
  /* Controls default to the system UI font (whatever the machine has); they use the brand's font instead. */
  button,
  input,
  select,
  textarea,
  optgroup {
    font-family: inherit;
  }
  /* A language menu is as wide as its chosen language and draws the other languages' names in the system font:
     a page in English has no Bengali faces and downloads no font file for the one word "বাংলা" (a select
     otherwise lays out every option to size itself). */
  select:has(> option[lang]) {
    field-sizing: content;
  }
  option[lang] {
    font-family: system-ui, sans-serif;
  }
  :focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 2px;
  }
  img {
    max-width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Page-wide styles; every value is a token, so brand and mode come from the CSS variables. Loads the script
 *  fonts of `language` (platform code) when it becomes active. */
export function GlobalStyles({ language }: { language: string }): ReactNode {
  useScriptFonts(language);
  return <Global styles={global} />;
}
