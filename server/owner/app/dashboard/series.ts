/**
 * The dashboard's numbers as the owner reads them: one widget's daily series or all widgets added up
 * day by day, rates in percent, money per currency, and the note on bot visits. Pure functions of
 * the owner API's stats answer (domain/dashboard-stats.ts), so every figure is the one the server sent.
 */
import { sumPoints, type AccountSeries, type DailyPoint, type MoneyTotal, type WidgetSeries } from '../../../domain/dashboard-stats';
import { kindLabel } from '../kinds';

export const ALL_WIDGETS = 'all';

export function seriesFor(widgets: readonly WidgetSeries[], days: readonly string[], choice: string): DailyPoint[] {
  const chosen = choice === ALL_WIDGETS ? widgets : widgets.filter((widget) => String(widget.widget_id) === choice);
  return days.map((day, index) =>
    sumPoints(
      day,
      chosen.flatMap((widget) => widget.days[index] ?? []),
    ),
  );
}

/** The whole period's figures of a series: what the summary tiles show. */
export function periodTotals(points: readonly DailyPoint[]): DailyPoint {
  return sumPoints('', points);
}

export function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)} %`;
}

/** `49.50 EUR (1), 19.99 USD (2)`: each currency's sum and how many events made it. */
export function moneyText(money: readonly MoneyTotal[]): string {
  return money.map(({ currency, count, amount }) => `${amount.toFixed(2)} ${currency || '?'} (${count})`).join(', ') || '–';
}

/** The days with conversions or money, newest first. */
export function conversionDays(account: AccountSeries): AccountSeries['days'] {
  return account.days.filter((day) => day.conversions > 0 || day.money.length > 0).reverse();
}

/** Said, never hidden: automated visits are left out of every count. */
export function botNote(account: AccountSeries): string {
  const visits = account.totals.bot_visits;
  return visits === 0 ? '' : `${visits} ${visits === 1 ? 'visit' : 'visits'} from bots not counted.`;
}

/** A widget's kind as the rest of the app names it. */
export const dashboardKind = kindLabel;
