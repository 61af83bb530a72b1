import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { BootPayload, HelpCenterValue, HelpContent } from '../../src/generated/types.ts';
import { helpCenter } from '../../src/engine/content/help.ts';
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
function helpCenterValue(brandId: string, language: string): HelpCenterValue {
  return helpCenter(helpFiles[`../../brands/${brandId}/content/help.json`] ?? { sections: [] }, language);
}

/** Seeds react-query with the help center answer, so components that read it render their loaded state. */
export function WithHelpCenter({ children }: { children: ReactNode }): ReactNode {
  const client = useQueryClient();
  const { brand } = useBoot();
  const language = usePreferences((s) => s.language);
  useState(() => client.setQueryData(['helpCenter', language], helpCenterValue(brand.id, language)));
  return children;
}
