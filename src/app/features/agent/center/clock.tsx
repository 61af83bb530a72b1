import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { offsetMs } from '../../../../engine/agent/periods.ts';

/** Where the agent center reads the time: the real clock, or a frozen one (stories, visual shots, tests). */
export interface AgentClock {
  now: () => number;
  /** Re-read every second (the header clock); off for a frozen clock. */
  ticking: boolean;
}

const REAL: AgentClock = { now: () => Date.now(), ticking: true };
const ClockContext = createContext<AgentClock>(REAL);

export function AgentClockProvider({ clock, children }: { clock?: AgentClock | undefined; children: ReactNode }): ReactNode {
  return <ClockContext.Provider value={clock ?? REAL}>{children}</ClockContext.Provider>;
}

export const useAgentClock = (): AgentClock => useContext(ClockContext);

/** The current time, re-rendered each second while the clock ticks. */
export function useNow(): number {
  const clock = useAgentClock();
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    if (!clock.ticking) return undefined;
    const id = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(id);
  }, [clock]);
  return now;
}

/** A malformed offset reads as UTC here: the header must never throw. */
function safeOffset(offset: string): number {
  try {
    return offsetMs(offset);
  } catch {
    return 0;
  }
}

/** The header's time-zone label: "UTC+06:00". */
export function zoneLabel(offset: string): string {
  return `UTC${/^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00'}`;
}

/** The brand's wall clock at `now`: "2026-01-15 15:30:05" (digits in the language's numbering system). */
export function clockText(now: number, offset: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now + safeOffset(offset)));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
