import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { BootPayload, HelpContent } from '../../src/generated/types.ts';
import { BootProvider, useBoot } from '../../src/app/boot/BootContext.tsx';
import { usePreferences } from '../../src/app/state/preferences.ts';

/** Renders children with the current brand's boot payload changed (e.g. maintenance on), as the server would send it. */
export function BootOverride({ change, children }: { change: (boot: BootPayload) => BootPayload; children: ReactNode }): ReactNode {
  const { boot } = useBoot();
  const changed = useMemo(() => change(structuredClone(boot)), [boot, change]);
  return <BootProvider boot={changed}>{children}</BootProvider>;
}

// Each brand's own help content, discovered like the brands themselves.
const helpFiles = import.meta.glob<HelpContent>('../../brands/*/content/help.json', { eager: true, import: 'default' });

/** What GET /wps/system/helpCenter answers for this brand and language (stories have no server). */
export function helpCenterValue(brandId: string, language: string): { language: string; sections: { id: string; title: string; content: string }[] } {
  const help = helpFiles[`../../brands/${brandId}/content/help.json`] ?? { sections: [] };
  const pick = (t: Record<string, string | undefined>): string => t[language] ?? t.EN ?? '';
  return { language, sections: help.sections.map((s) => ({ id: s.id, title: pick(s.title), content: pick(s.html) })) };
}

/** Seeds react-query with the help center answer, so components that read it render their loaded state. */
export function WithHelpCenter({ children }: { children: ReactNode }): ReactNode {
  const client = useQueryClient();
  const { brand } = useBoot();
  const language = usePreferences((s) => s.language);
  useState(() => client.setQueryData(['helpCenter', language], helpCenterValue(brand.id, language)));
  return children;
}
