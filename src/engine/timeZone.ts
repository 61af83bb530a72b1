// The brand's UTC offset ("+06:00", schema timezoneOffset) as an Intl time zone, so every date the site shows is the
// brand's wall clock, not the player's device clock. Intl accepts offset strings only in recent engines (not Node 20,
// which renders pages on the server), so whole hours use the fixed Etc/GMT zones (whose sign is inverted by POSIX
// convention) and the few half- and quarter-hour offsets a zone without daylight saving covers.
const FRACTIONAL: Readonly<Record<string, string>> = {
  '+03:30': 'Asia/Tehran',
  '+04:30': 'Asia/Kabul',
  '+05:30': 'Asia/Kolkata',
  '+05:45': 'Asia/Kathmandu',
  '+06:30': 'Asia/Yangon',
  '+08:45': 'Australia/Eucla',
  '+09:30': 'Australia/Darwin',
  '-09:30': 'Pacific/Marquesas',
};

const supported = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The Intl `timeZone` for a brand offset; UTC when the offset is malformed or no engine-known zone matches it. */
export function intlTimeZone(offset: string): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 'UTC';
  const [, sign, hh, mm] = m;
  const hours = Number(hh);
  if (mm === '00') return hours === 0 ? 'UTC' : `Etc/GMT${sign === '+' ? '-' : '+'}${hours}`;
  const named = FRACTIONAL[offset];
  if (named) return named;
  // Offsets whose only zones keep daylight saving (Newfoundland, Chatham): the offset itself where the engine takes it.
  return supported(offset) ? offset : 'UTC';
}
