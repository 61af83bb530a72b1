import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '../../../../ui/index.ts';

// The payment password and payout accounts sections are written with the payments feature. A glob instead of plain
// imports: the security center builds with or without them, and shows each one as soon as its file exists.
type SectionModule = Record<string, ComponentType | undefined> & { default?: ComponentType };
const found = import.meta.glob<SectionModule>(['./PaymentPasswordSection.tsx', './PayoutAccountsSection.tsx']);

const ORDER = ['PaymentPasswordSection', 'PayoutAccountsSection'] as const;

const sections = ORDER.flatMap((name) => {
  const load = found[`./${name}.tsx`];
  if (!load) return [];
  const Section = lazy(async () => {
    const mod = await load();
    const component = mod.default ?? mod[name];
    if (!component) throw new Error(`${name}.tsx exports no component`);
    return { default: component };
  });
  return [{ name, Section }];
});

/** The payments sections of the security center that exist in this build, in ORDER (payment password, payout accounts). */
export function PaymentSlots(): ReactNode {
  return sections.map(({ name, Section }) => (
    <Suspense key={name} fallback={<Skeleton width="100%" height="6rem" />}>
      <Section />
    </Suspense>
  ));
}
