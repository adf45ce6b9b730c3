/** Days are UTC calendar days written `YYYY-MM-DD`, so they sort and compare as strings. */

const DAY_MS = 86_400_000;

/** The last day written, kept: every event of a day asks for the same one. */
let lastDay = { start: 0, end: 0, text: '' };

export function dayOf(epochMs: number): string {
  if (epochMs >= lastDay.start && epochMs < lastDay.end) return lastDay.text;
  const start = Math.floor(epochMs / DAY_MS) * DAY_MS;
  const text = new Date(epochMs).toISOString().slice(0, 10);
  lastDay = { start, end: start + DAY_MS, text };
  return text;
}

/** The `count` days ending with the day of `epochMs`, oldest first. */
export function lastDays(epochMs: number, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) days.push(dayOf(epochMs - back * DAY_MS));
  return days;
}
