// English words a language keeps on purpose (src/i18n/loanwords.json, explained in docs/i18n-loanwords.md).
// A message whose words are the same as English (case and spacing aside; placeholders are not words) is a copy of
// English unless its id is listed for that language: `npm run i18n:check` refuses unlisted copies and listed ids
// that are no longer copies, so the list stays the reviewed truth the every-language e2e relies on.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** { app: { TY: [ids] }, server: { TY: [ids] } }: per language (upper-case code), ids kept in English. */
export interface Loanwords {
  app: Record<string, string[]>;
  server: Record<string, string[]>;
}

/** The words of a message: literal text, the `other` branch of plurals and selects, tags' content; placeholders dropped. */
export function words(message: string): string {
  const walk = (els: MessageFormatElement[]): string =>
    els
      .map((e) => {
        if (e.type === TYPE.literal) return e.value;
        if (e.type === TYPE.select || e.type === TYPE.plural) return walk((e.options.other ?? Object.values(e.options)[0])?.value ?? []);
        if (e.type === TYPE.tag) return walk(e.children);
        return ' ';
      })
      .join('');
  try {
    return walk(parse(message, { ignoreTag: false })).toLowerCase().replace(/\s+/g, ' ').trim();
  } catch {
    return message.toLowerCase().replace(/\s+/g, ' ').trim();
  }
}

const hasLetter = (s: string): boolean => /\p{L}/u.test(s);

/** Ids of `catalog` whose words are English's (messages without a letter, like "{from} – {to}", are not words). */
export function englishCopies(en: Record<string, string>, catalog: Record<string, string>): string[] {
  return Object.keys(en).filter((id) => {
    const mine = catalog[id];
    if (mine === undefined) return false;
    const w = words(en[id]!);
    return hasLetter(w) && w === words(mine);
  });
}

/**
 * Problems of one kind of catalog ("app" or "server"): per language (upper-case code → id → text), the copies of
 * English the list does not name, and the listed ids that are not copies (any more).
 */
export function checkLoanwords(
  kind: 'app' | 'server',
  en: Record<string, string>,
  catalogs: Record<string, Record<string, string>>,
  listed: Record<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  const file = 'src/i18n/loanwords.json';
  for (const code of Object.keys(listed))
    if (!(code in catalogs)) problems.push(`${file}: ${kind}.${code}: no ${kind} catalog of that language`);
  for (const [code, catalog] of Object.entries(catalogs)) {
    if (code === 'EN') continue;
    const copies = englishCopies(en, catalog);
    const kept = new Set(listed[code] ?? []);
    const unlisted = copies.filter((id) => !kept.has(id));
    if (unlisted.length)
      problems.push(
        `${code}: ${unlisted.length} ${kind} message${unlisted.length === 1 ? ' copies' : 's copy'} English (translate, or list as a loanword in ${file} ${kind}.${code} with a reason in docs/i18n-loanwords.md): ${unlisted
          .map((id) => `${id} "${en[id]}"`)
          .join(', ')}`,
      );
    const copySet = new Set(copies);
    const stale = [...kept].filter((id) => !copySet.has(id));
    if (stale.length) problems.push(`${file}: ${kind}.${code}: not English copies (remove them from the list): ${stale.join(', ')}`);
  }
  return problems;
}
