// How a member's name shows on public boards (winners, mission leaderboards, referral lists): enough to recognise
// oneself, not enough to find someone.

/** "rahim42" → "ra***2": first two characters, ***, last one (games contract WinnerEntry). */
export function maskCustomerName(name: string): string {
  const chars = [...name];
  return `${chars.slice(0, 2).join('')}***${chars.at(-1) ?? ''}`;
}
