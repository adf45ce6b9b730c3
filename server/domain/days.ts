/** Days are UTC calendar days written `YYYY-MM-DD`, so they sort and compare as strings. */

const DAY_MS = 86_400_000;

export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The `count` days ending with the day of `epochMs`, oldest first. */
export function lastDays(epochMs: number, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) days.push(dayOf(epochMs - back * DAY_MS));
  return days;
}
