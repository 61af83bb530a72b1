import { beforeEach, describe, expect, it } from 'vitest';
import { readBoot } from '../../../../src/app/boot/readBoot.ts';

describe('boot payload: validated before anything renders', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  it('reports a missing payload', () => {
    expect(readBoot(document)).toEqual({ ok: false, reason: 'The page was served without its boot payload.' });
  });
  it('rejects invalid JSON and a payload that fails the schema', () => {
    document.body.innerHTML = '<script id="boot-payload" type="application/json">{nope</script>';
    expect(readBoot(document).ok).toBe(false);
    document.body.innerHTML = '<script id="boot-payload" type="application/json">{"brand":{}}</script>';
    const r = readBoot(document);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/invalid at/);
  });
});
