import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BootPayload, ClientBrand, SystemStatusValue } from '../../generated/types.ts';
import { flattenFlags, type Flags } from '../../engine/flags.ts';
import { gameLanes, type GameLane } from '../../engine/games/lanes.ts';
import { systemStatusCode } from '../../engine/brand/status-code.ts';

export interface BootContextValue {
  boot: BootPayload;
  brand: ClientBrand;
  status: SystemStatusValue;
  flags: Flags;
  lanes: GameLane[];
  /** 0 normal, 1 maintenance, 2 region blocked. */
  statusCode: 0 | 1 | 2;
}

const BootContext = createContext<BootContextValue | null>(null);

export function BootProvider({ boot, children }: { boot: BootPayload; children: ReactNode }): ReactNode {
  const value = useMemo<BootContextValue>(
    () => ({
      boot,
      brand: boot.brand,
      status: boot.status,
      flags: flattenFlags(boot.status.info.whitelabel),
      lanes: gameLanes(boot.brand.games),
      statusCode: systemStatusCode(boot.status),
    }),
    [boot],
  );
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
}

export function useBoot(): BootContextValue {
  const v = useContext(BootContext);
  if (!v) throw new Error('useBoot outside BootProvider');
  return v;
}

export const useBrand = (): ClientBrand => useBoot().brand;
export const useFlags = (): Flags => useBoot().flags;
