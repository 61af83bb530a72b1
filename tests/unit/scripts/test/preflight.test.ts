import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_COMMAND, missingPrerequisites } from '../../../../scripts/test/preflight.mjs';

describe('npm test preflight', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names a missing Chromium, and the install command covers it', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    const missing = missingPrerequisites();
    expect(missing.some((m: string) => m.includes('Chromium at /nonexistent/chromium'))).toBe(true);
    expect(INSTALL_COMMAND).toContain('chromium');
  });

  it('finds nothing missing on a machine set up as .ci/run sets it up', () => {
    expect(missingPrerequisites()).toEqual([]);
  });
});
