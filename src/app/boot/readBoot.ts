import type { BootPayload } from '../../generated/types.ts';
import { validateBootPayload } from '../../generated/boot-validator.js';

export type BootResult = { ok: true; boot: BootPayload } | { ok: false; reason: string };

/** Read the payload the server inlined into index.html and validate it before anything renders from it. */
export function readBoot(doc: Document = document): BootResult {
  const el = doc.getElementById('boot-payload');
  if (!el?.textContent) return { ok: false, reason: 'The page was served without its boot payload.' };
  let data: unknown;
  try {
    data = JSON.parse(el.textContent);
  } catch {
    return { ok: false, reason: 'The boot payload is not valid JSON.' };
  }
  if (!validateBootPayload(data)) {
    const e = validateBootPayload.errors?.[0];
    return { ok: false, reason: `The boot payload is invalid at ${e?.instancePath || '/'} (${e?.keyword ?? 'unknown'})` };
  }
  return { ok: true, boot: data as BootPayload };
}
