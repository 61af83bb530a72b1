// What a story needs from the brand in the toolbar. Stories drive forms with sample values and flows (tabs,
// fields, second factors) that a brand may not have: a story either derives them from the brand's boot payload
// with the app's own helpers, or declares the capabilities it needs and, where the brand lacks them, shows a
// "Not available for this brand's configuration" panel and skips its play function. A brand never makes a
// story fail.
import { css } from '@emotion/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { newPasswordRule } from '../src/engine/accounts/password-policy.ts';
import { flattenFlags, type Flags } from '../src/engine/flags.ts';
import { token } from '../src/engine/theme/token.ts';
import { useBoot } from '../src/app/boot/BootContext.tsx';
import { FALLBACK_RULES, requiredRule } from '../src/app/features/auth/fields/fallbackRules.ts';
import { checkRule } from '../src/app/features/auth/fields/validation.ts';
import { registerFields, registerTabs, type RegisterTab, type RegisterValues } from '../src/app/features/auth/register/registerFields.ts';
import type { BootPayload, FieldRule, RegisterRules } from '../src/generated/types.ts';

/** The parts of a boot payload the capabilities read. */
export interface BrandView {
  flags: Flags;
  rules: RegisterRules;
  login: BootPayload['brand']['login'];
  languages: readonly string[];
}

export function brandView(boot: BootPayload): BrandView {
  return {
    flags: flattenFlags(boot.status.info.whitelabel),
    rules: boot.status.info.register,
    login: boot.brand.login,
    languages: boot.brand.languages.supported,
  };
}

/** A capability: `missing` says, in words, what the brand lacks (null when it has it). */
export interface Capability {
  missing: (brand: BrandView) => string | null;
}

/** What the brand lacks of `needs` (empty: the story can run). */
export function missingCapabilities(brand: BrandView, needs: readonly Capability[]): string[] {
  return needs.map((c) => c.missing(brand)).filter((m): m is string => m !== null);
}

// ── Sample values a brand's rules accept ─────────────────────────────────────────────────────────────────────

/**
 * Candidates per field, tried in order; the first is what the shipped brands accept, so their stories keep
 * their values (and screenshots). The others cover the register presets' families (docs/spec/rules.md).
 */
const FIELD_CANDIDATES: Partial<Record<string, string[]>> = {
  username: ['player88', 'Player88'],
  password: ['Secret123'],
  confirmPassword: ['Secret123'],
  newPassword: ['Secret123'],
  payeeName: ['Lucky Player'],
  email: ['player88@example.com'],
  mobileNum: ['9171234567', '0812345678', '1712345678', '01712345678'],
  captcha: ['1234'],
  verificationCode: ['123456'],
  paymentPassword: ['123456'],
  whatsapp: ['88017123456'],
  idNumber: ['AB123456'],
  affiliateCode: ['AGENT01'],
};

/** Tried for every field after its own candidates: one sample per register preset family. */
const ANY_FIELD = [
  'player88',
  'Lucky Player',
  '123456',
  '9123456',
  'AB123456',
  'PLAYER',
  'Aa1!aaaa',
  'ลักกี้ เพลเยอร์',
  'লাকি প্লেয়ার',
  '행운 선수',
  'らっきー',
  'लकी प्लेयर',
  'لاكي',
  '幸运玩家',
  '幸运123',
  'Lucky',
  '2000-01-15',
  '01-15-2000',
];

/** `value` stretched (repeated) or cut to the rule's length range, counted in code points as the engine does. */
function fitLength(value: string, rule: FieldRule): string {
  const chars = [...value];
  if (chars.length > rule.maxLength) return chars.slice(0, rule.maxLength).join('');
  const out = [...chars];
  for (let i = 0; out.length < rule.minLength; i++) out.push(chars[i % chars.length]!);
  return out.join('');
}

/** A value the brand's rule accepts for `field` (the app's own checkRule decides), or null when none of ours does. */
export function sampleValue(field: string, rule: FieldRule, preferred?: string): string | null {
  const candidates = [...(preferred ? [preferred] : []), ...(FIELD_CANDIDATES[field] ?? []), ...ANY_FIELD];
  for (const candidate of candidates)
    for (const value of [candidate, fitLength(candidate, rule)]) if (checkRule(field, rule, value, true) === null) return value;
  return null;
}

/** The rule the password forms (change, reset, forgot) check a new password with: the brand's over the floor. */
export function newPasswordRuleOf(brand: BrandView): FieldRule {
  return newPasswordRule(brand.rules.password);
}

/** The rule the mobile forms check a number with (the brand's, else the app's fallback). */
export function mobileRuleOf(brand: BrandView): FieldRule {
  return requiredRule(brand.rules.mobileNum, FALLBACK_RULES.mobileNum);
}

export interface Samples<K extends string> {
  values: Partial<Record<K, string>>;
  /** Capabilities that failed: fields none of our samples passes. */
  missing: string[];
}

/** One sample per named rule; `preferred` values come first (a story's own values). */
export function samplesFor<K extends string>(rules: Partial<Record<K, FieldRule>>, preferred: Partial<Record<K, string>> = {}): Samples<K> {
  const values: Partial<Record<K, string>> = {};
  const missing: string[] = [];
  for (const [field, rule] of Object.entries(rules) as [K, FieldRule | undefined][]) {
    if (!rule) continue;
    const value = sampleValue(field, rule, preferred[field]);
    if (value === null) missing.push(`a ${field} value its rule accepts (${rule.acceptedPattern}, ${rule.minLength}-${rule.maxLength})`);
    else values[field] = value;
  }
  return { values, missing };
}

/** A new password (and its confirmation) the brand accepts. */
export function newPasswordSample(brand: BrandView): Samples<'newPassword'> {
  return samplesFor({ newPassword: newPasswordRuleOf(brand) });
}

/**
 * Values for the fields the register form shows on `tab` (default: the brand's first tab) that the story fills in
 * or the brand requires, each the story's own value when the brand's rule accepts it; the confirmation repeats
 * the password. Optional fields the story leaves out stay empty.
 */
export function registerSamples(brand: BrandView, preferred: RegisterValues, tab?: RegisterTab): Samples<keyof RegisterValues> {
  const shownTab = tab ?? registerTabs(brand.flags, brand.rules)[0];
  if (!shownTab) return { values: {}, missing: ['a registration tab (MOBILENUMREG3, or USERNAMEREG3 with a username rule)'] };
  const shown = registerFields(brand.rules, brand.flags, shownTab).filter(
    (f) => f.name !== 'confirmPassword' && (f.required || preferred[f.name] !== undefined),
  );
  const samples = samplesFor(Object.fromEntries(shown.map((f) => [f.name, f.rule])) as Partial<Record<keyof RegisterValues, FieldRule>>, preferred);
  if (samples.values.password !== undefined) samples.values.confirmPassword = samples.values.password;
  return samples;
}

// ── Capabilities ─────────────────────────────────────────────────────────────────────────────────────────────

const need = (missing: (brand: BrandView) => string | null): Capability => ({ missing });

export const capabilities = {
  /** The register form has a tab at all (the registration flags with what they need). */
  registration: need((b) => (registerTabs(b.flags, b.rules).length ? null : 'a registration tab (MOBILENUMREG3, or USERNAMEREG3 with a username rule)')),
  /** The register form has this tab (registerTabs, as the modal decides). */
  registerTab: (tab: RegisterTab): Capability =>
    need((b) => (registerTabs(b.flags, b.rules).includes(tab) ? null : `the ${tab} registration tab`)),
  /** The register form shows this field on `tab` (default: the brand's first tab). */
  registerField: (field: keyof RegisterValues, tab?: RegisterTab): Capability =>
    need((b) => {
      const shownTab = tab ?? registerTabs(b.flags, b.rules)[0];
      return shownTab && registerFields(b.rules, b.flags, shownTab).some((f) => f.name === field)
        ? null
        : `the ${field} field on registration`;
    }),
  /** Sample values the brand's register rules accept for every shown field. */
  registerValues: (preferred: RegisterValues, tab?: RegisterTab): Capability =>
    need((b) => registerSamples(b, preferred, tab).missing.join('; ') || null),
  /** A new password the brand's password rule accepts. */
  newPassword: need((b) => newPasswordSample(b).missing.join('; ') || null),
  /** A mobile number the brand's mobile rule accepts. */
  mobileNumber: need((b) => samplesFor({ mobileNum: mobileRuleOf(b) }).missing.join('; ') || null),
  /** Anything else: what the brand lacks, as a list (empty: it has it). */
  custom: (missing: (brand: BrandView) => string[]): Capability => need((b) => missing(b).join('; ') || null),
  /** The brand supports this language (e.g. a play function that finds controls by their English names). */
  language: (code: string): Capability => need((b) => (b.languages.includes(code) ? null : `the ${code} language`)),
  /** A whitelabel flag that is on (after the story's own overrides). */
  flag: (name: keyof Flags, what: string): Capability => need((b) => (b.flags[name] ? null : what)),
};

// ── The panel ────────────────────────────────────────────────────────────────────────────────────────────────

export const NOT_AVAILABLE_TEST_ID = 'story-not-available';

const panel = css`
  max-width: 520px;
  margin: ${token('space.lg')} auto;
  padding: ${token('space.md')} ${token('space.lg')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px dashed ${token('color.border.strong')};
  border-radius: ${token('radius.lg')};
  font-family: ${token('font.family.base')};
  h2 {
    margin: 0 0 ${token('space.xs')};
    font-size: ${token('font.size.lg')};
  }
  ul {
    margin: 0;
    padding-left: ${token('space.lg')};
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

/** Says which capabilities the brand lacks, instead of a story that would show something else or fail. */
export function NotAvailable({ missing }: { missing: readonly string[] }): ReactNode {
  return (
    <section css={panel} role="note" aria-labelledby="story-not-available-title" data-testid={NOT_AVAILABLE_TEST_ID} tabIndex={-1}>
      <h2 id="story-not-available-title">Not available for this brand&apos;s configuration</h2>
      <ul>
        {missing.map((m) => (
          <li key={m}>missing: {m}</li>
        ))}
      </ul>
    </section>
  );
}

/** Renders children when the brand in context (after any BootOverride) has every capability; else the panel. */
export function Requires({ needs, children }: { needs: readonly Capability[]; children: ReactNode }): ReactNode {
  const { boot } = useBoot();
  const missing = missingCapabilities(brandView(boot), needs);
  return missing.length ? <NotAvailable missing={missing} /> : children;
}

/** Story decorator form of Requires. */
export const requiring =
  (...needs: Capability[]): Decorator =>
  (Story) => (
    <Requires needs={needs}>
      <Story />
    </Requires>
  );

/**
 * A play function that does nothing when the story shows the panel (the brand lacks what it drives) but move the
 * focus to it: a story about focus (tag focus-state) then shows where it would be.
 */
export function whenAvailable<C extends { canvasElement: HTMLElement }>(play: (context: C) => Promise<void>): (context: C) => Promise<void> {
  return async (context) => {
    const notAvailable = context.canvasElement.ownerDocument.querySelector<HTMLElement>(`[data-testid="${NOT_AVAILABLE_TEST_ID}"]`);
    if (notAvailable) return notAvailable.focus();
    await play(context);
  };
}
