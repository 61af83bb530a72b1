// The ICU arguments of a message: what the server fills in (texts.ts) and what a translation must keep (the
// catalog check in scripts/i18n.ts).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

/** name → kind ("argument", "number", "plural"…) of every argument, nested ones included; throws on bad ICU. */
export function icuArguments(message: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      const kind = KIND[el.type];
      if (kind && 'value' in el) out.set(el.value as string, kind);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return out;
}
