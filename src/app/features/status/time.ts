/** Format an ISO instant as wall-clock time at a fixed UTC offset like +06:00 (the brand's time zone). */
export function formatInOffset(iso: string, offset: string, locale: string): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  const shifted = new Date(new Date(iso).getTime() + minutes * 60_000);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(shifted);
}
