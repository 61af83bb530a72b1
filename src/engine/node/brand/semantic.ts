import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Banner } from '../../../generated/types.ts';
import coverage from '../../../i18n/catalog-coverage.json' with { type: 'json' };
import { passwordRuleProblems } from '../../accounts/password-policy.ts';
import { compilePattern } from '../../rules.ts';
import { checkContrast } from '../../theme/contrast.ts';
import type { CompleteTheme } from '../../theme/types.ts';
import type { BrandProblem } from '../../brand/errors.ts';
import type { LoadedBrandConfig } from '../../brand/loaded.ts';

interface Coverage {
  messages: number;
  languages: Record<string, number>;
}
/** Written by npm run i18n: the app's catalogs, and the server's own texts (API messages, notices, pages). */
const CATALOGS: Coverage & { server?: Coverage } = coverage;

/** A listed language must have complete catalogs, the app's and the server's: otherwise its players would read English. */
export function catalogProblem(language: string, catalogs: Coverage & { server?: Coverage } = CATALOGS): string | null {
  const server: Coverage = catalogs.server ?? { messages: 0, languages: {} };
  const missing = catalogs.messages - (catalogs.languages[language] ?? 0);
  const serverMissing = server.messages - (server.languages[language] ?? 0);
  if (missing <= 0 && serverMissing <= 0) return null;
  return (
    `"${language}" has no complete catalog (${missing} of ${catalogs.messages} interface messages and ${serverMissing} of ${server.messages} server texts missing): ` +
    `add src/i18n/translations/${language.toLowerCase()}/ and src/server/i18n/translations/${language}.json and run npm run i18n, or remove the language`
  );
}

/** What JSON Schema cannot say: patterns compile, ranges are ordered, languages agree, assets exist, contrast. */
export function semanticProblems(
  file: string,
  dir: string,
  folderName: string,
  config: LoadedBrandConfig,
  theme: CompleteTheme,
): BrandProblem[] {
  const out: BrandProblem[] = [];
  const add = (pointer: string, message: string): void => {
    out.push({ file, pointer, message });
  };

  if (config.id !== folderName) add('/id', `must equal the folder name "${folderName}" (got "${config.id}")`);

  for (const [field, rule] of Object.entries(config.register)) {
    if (!rule) continue;
    try {
      compilePattern(rule.acceptedPattern);
    } catch (err) {
      add(
        `/register/${field}/acceptedPattern`,
        `must be a regular expression that compiles with the u flag (got ${JSON.stringify(rule.acceptedPattern)}: ${(err as Error).message})`,
      );
    }
    if (rule.minLength > rule.maxLength)
      add(`/register/${field}`, `minLength (${rule.minLength}) must not exceed maxLength (${rule.maxLength})`);
  }
  // The password floor (ASVS V6.2) no brand may lower.
  for (const p of passwordRuleProblems(config.register)) add(p.pointer, p.message);

  // A listed provider with no registration would sign nobody in (or, worse, trust unverified tokens).
  config.login.socialProviders.forEach((provider, i) => {
    if (!config.login.social?.[provider])
      add(
        `/login/social/${provider}`,
        provider === 'telegram'
          ? `is required because /login/socialProviders/${i} lists "telegram": {"botId": "<bot id>", "botTokenEnv": "<ENV_VAR_WITH_BOT_TOKEN>"}`
          : `is required because /login/socialProviders/${i} lists "${provider}": {"clientId": "<the operator's ${provider} client id>"}`,
      );
  });

  const { supported, default: def } = config.languages;
  if (!supported.includes(def))
    add('/languages/default', `must be one of the supported languages ${supported.join(', ')} (got "${def}")`);
  supported.forEach((language, i) => {
    const problem = catalogProblem(language);
    if (problem) add(`/languages/supported/${i}`, problem);
  });

  const assetRefs: [string, string][] = [];
  for (const key of ['logoLight', 'logoDark', 'favicon', 'appIcon'] as const) {
    const p = config.assets[key];
    if (p) assetRefs.push([`/assets/${key}`, p]);
  }
  config.assets.paymentLogos?.forEach((a, i) => assetRefs.push([`/assets/paymentLogos/${i}/src`, a.src]));
  config.assets.certificationLogos?.forEach((a, i) => assetRefs.push([`/assets/certificationLogos/${i}/src`, a.src]));
  // Banner images served from the brand's own folder are assets too.
  const own = `/brands/${config.id}/`;
  for (const [group, banners] of Object.entries(config.banners ?? {}) as [string, Banner[] | undefined][])
    banners?.forEach((b, i) => {
      if (b.url.startsWith(own)) assetRefs.push([`/banners/${group}/${i}/url`, b.url.slice(own.length)]);
    });
  for (const [pointer, rel] of assetRefs)
    if (!existsSync(join(dir, rel))) add(pointer, `file not found: ${relative(process.cwd(), join(dir, rel))}`);

  // The tablet layout must start below the desktop one, or a viewport would be in neither.
  const bp = theme.base.breakpoint;
  if (parseFloat(bp.tablet) >= parseFloat(bp.desktop))
    add('/theme/base/breakpoint/tablet', `must be narrower than the desktop breakpoint ${bp.desktop} (got "${bp.tablet}")`);

  for (const f of checkContrast(theme)) {
    const pointer = f.pair.fg.startsWith('gameCard.')
      ? `/theme/${f.mode}/${f.pair.fg.replace(/\./g, '/')}`
      : `/theme/${f.mode}/color/${f.pair.fg.replace(/\./g, '/')}`;
    add(
      pointer,
      `contrast ${f.ratio.toFixed(2)}:1 of ${f.fgValue} on ${f.pair.bg} (${f.bgValue}) is below ${f.required}:1 (WCAG AA ${f.pair.kind === 'text' ? 'text' : 'large text/UI'}) in ${f.mode} mode`,
    );
  }
  return out;
}
