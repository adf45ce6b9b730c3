/**
 * The dashboard of the account chosen in the header: over the last 7, 30 or 90 UTC days, per widget,
 * impressions, confirmed opt-ins, their rate and the intent clicks counted apart; the chart of one
 * widget or all; conversions and money per day; the bot visits left out; the latest subscribers.
 * Every figure is the owner API's stats answer as sent (docs/server.md, the owner API).
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Chart } from 'chart.js';
import { Link, useLocation, useSearch } from 'wouter';
import type { DailyPoint } from '../../../domain/dashboard-stats';
import { useAccount } from '../account';
import { drawChart } from '../dashboard/chart';
import { useDashboardStats, useSubscribers, type StatsAnswer, type SubscriberRow } from '../dashboard/queries';
import { ALL_WIDGETS, botNote, conversionDays, dashboardKind, moneyText, percent, periodTotals, seriesFor } from '../dashboard/series';

const PERIODS = [7, 30, 90] as const;
const COLUMNS = 8;

/** The old dashboard's address named its account (`/admin/dashboard?account=…`): that account is chosen, and the address cleaned. */
function useAccountInAddress(): void {
  const { accounts, choose } = useAccount();
  const wanted = new URLSearchParams(useSearch()).get('account');
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!wanted) return;
    if (accounts.some((candidate) => candidate.account_id === wanted)) choose(wanted);
    navigate('/dashboard', { replace: true });
    // Once, for the address the view was opened at: the cleaned address names no account.
  }, [wanted, accounts, choose, navigate]);
}

export function DashboardView() {
  useAccountInAddress();
  const { account } = useAccount();
  const accountId = account?.account_id;
  const [days, setDays] = useState<number>(30);
  const [widget, setWidget] = useState(ALL_WIDGETS);
  const stats = useDashboardStats(accountId, days);
  const subscribers = useSubscribers(accountId);
  const answer = stats.data;
  // The figures on screen are the chosen account's and period's (not the last ones kept while these load).
  const loaded = stats.isSuccess && !stats.isPlaceholderData && subscribers.isSuccess;
  const chosen = answer?.widgets.some((candidate) => String(candidate.widget_id) === widget) ? widget : ALL_WIDGETS;
  const points = useMemo(() => (answer ? seriesFor(answer.widgets, answer.days, chosen) : []), [answer, chosen]);
  const chosenName =
    chosen === ALL_WIDGETS ? 'All widgets' : (answer?.widgets.find((candidate) => String(candidate.widget_id) === chosen)?.name ?? '');
  const error = stats.error ?? subscribers.error;

  return (
    <main className="page dashboard" data-loaded={loaded ? 'true' : undefined} aria-busy={!loaded && !error}>
      <div className="dash-head">
        <div>
          <h1>Dashboard</h1>
          <p id="status" role="status" className="dash-status">
            {error ? '' : loaded && answer ? `${answer.from} to ${answer.to} (UTC days)` : 'Loading…'}
          </p>
        </div>
        <div className="dash-controls">
          <label className="dash-field">
            <span>Widget</span>
            <select id="widget" value={chosen} onChange={(event) => setWidget(event.target.value)}>
              <option value={ALL_WIDGETS}>All widgets</option>
              {answer?.widgets.map((candidate) => (
                <option key={candidate.widget_id} value={String(candidate.widget_id)}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="dash-period">
            <legend>Period</legend>
            <div className="period-switch">
              {PERIODS.map((period) => (
                <label key={period}>
                  <input type="radio" name="dash-days" value={period} checked={days === period} onChange={() => setDays(period)} />
                  <span>{period} days</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>

      {error && (
        <p className="dash-error" role="alert">
          Could not load the dashboard: {error.message}
        </p>
      )}

      {answer && (
        <>
          <Totals points={points} widgetName={chosenName} />
          <ChartCard points={points} answer={answer} widgetName={chosenName} />
          <WidgetTable answer={answer} />
          <ConversionTable answer={answer} />
        </>
      )}
      {stats.data && stats.data.account.tokens.length > 0 && <TokenTable answer={stats.data} />}
      {subscribers.data && <SubscriberTable subscribers={subscribers.data} />}
    </main>
  );
}

function Totals({ points, widgetName }: { points: readonly DailyPoint[]; widgetName: string }) {
  const totals = periodTotals(points);
  const intent = totals.fallback_clicks + totals.channel_clicks + totals.sms_app_opened;
  const tiles: [string, string][] = [
    ['Impressions', totals.impressions.toLocaleString('en')],
    ['Opt-ins', totals.optins.toLocaleString('en')],
    ['Conversion rate', percent(totals.conversion_rate)],
    ['Intent clicks', intent.toLocaleString('en')],
  ];
  return (
    <section className="dash-totals" aria-label={`Totals: ${widgetName}`}>
      <dl>
        {tiles.map(([label, value]) => (
          <div className="dash-tile" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ChartCard({ points, answer, widgetName }: { points: DailyPoint[]; answer: StatsAnswer; widgetName: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | undefined>(undefined);
  const headingId = useId();
  useEffect(() => {
    if (canvas.current) chart.current = drawChart(canvas.current, points, chart.current);
  }, [points]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = undefined;
    },
    [],
  );
  const totals = periodTotals(points);
  const summary = `${widgetName}, ${answer.from} to ${answer.to}: ${totals.impressions} impressions, ${totals.optins} opt-ins, conversion rate ${percent(totals.conversion_rate)}. The numbers per day are in the table below the chart.`;
  return (
    <section className="card dash-card">
      <h2 id={headingId}>Impressions, opt-ins and conversion rate</h2>
      <div className="chart-box">
        <canvas id="chart" ref={canvas} role="img" aria-label={`Chart of impressions, opt-ins and conversion rate per day. ${summary}`} />
        {totals.impressions === 0 && totals.optins === 0 && (
          <p className="chart-empty">
            Nothing counted in these days yet. Impressions and opt-ins appear here once a published widget is shown on a page.
          </p>
        )}
      </div>
      <details className="dash-details">
        <summary>The chart’s numbers per day</summary>
        <div className="table-scroll" role="region" aria-label="The chart’s numbers per day" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Impressions</th>
                <th scope="col">Opt-ins</th>
                <th scope="col">Conversion rate</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day}>
                  <th scope="row">{point.day}</th>
                  <td>{point.impressions}</td>
                  <td>{point.optins}</td>
                  <td>{percent(point.conversion_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** A header row of plain columns: a label, or a label and `num` for a column of figures. */
type Columns = readonly (string | readonly [string, 'num'])[];

function HeadRow({ columns }: { columns: Columns }) {
  return (
    <tr>
      {columns.map((column) =>
        typeof column === 'string' ? (
          <th key={column} scope="col">
            {column}
          </th>
        ) : (
          <th key={column[0]} scope="col" className={column[1]}>
            {column[0]}
          </th>
        ),
      )}
    </tr>
  );
}

/**
 * A card of one table (`#{name}-table`, its rows in `#{name}-body`): the heading names the table's
 * scrolling region; an empty body says why.
 */
function TableCard(props: {
  name: string;
  title: string;
  head: ReactNode | Columns;
  rows: ReactNode[];
  empty: string;
  intro?: ReactNode;
  outro?: ReactNode;
}) {
  const headingId = useId();
  const head = Array.isArray(props.head) ? <HeadRow columns={props.head as Columns} /> : props.head;
  return (
    <section className="card dash-card">
      <h2 id={headingId}>{props.title}</h2>
      {props.intro}
      <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table id={`${props.name}-table`} className="dash-table">
          <thead>{head}</thead>
          <tbody id={`${props.name}-body`}>
            {props.rows.length > 0 ? (
              props.rows
            ) : (
              <tr className="dash-empty">
                <td colSpan={COLUMNS}>{props.empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {props.outro}
    </section>
  );
}

const WIDGET_HEAD = (
  <>
    <tr>
      <th rowSpan={2} scope="col">
        Widget
      </th>
      <th rowSpan={2} scope="col">
        Kind
      </th>
      <th rowSpan={2} scope="col" className="num">
        Impressions
      </th>
      <th rowSpan={2} scope="col" className="num">
        Opt-ins
      </th>
      <th rowSpan={2} scope="col" className="num">
        Conversion rate
      </th>
      <th colSpan={3} scope="colgroup" className="intent">
        Intent, not counted as opt-ins
      </th>
    </tr>
    <tr>
      <th scope="col" className="num intent">
        Messenger link clicks
      </th>
      <th scope="col" className="num intent">
        Channel clicks
      </th>
      <th scope="col" className="num intent">
        SMS app opened
      </th>
    </tr>
  </>
);

function WidgetTable({ answer }: { answer: StatsAnswer }) {
  const bots = botNote(answer.account);
  return (
    <TableCard
      name="widgets"
      title="Widgets"
      head={WIDGET_HEAD}
      empty="No widgets yet."
      intro={
        <p className="dash-note">
          Opt-ins are confirmed ones: SMS subscribers, checkbox confirmations, opt-ins the server confirmed. Clicks on a Messenger link or a
          launcher channel, and the SMS app opened, show the intent to opt in and are counted apart.
        </p>
      }
      outro={
        bots && (
          <p id="bots" className="dash-note">
            {bots}
          </p>
        )
      }
      rows={answer.widgets.map((widget) => (
        <tr key={widget.widget_id}>
          <td>{widget.exists ? <Link href={`/widgets/${widget.widget_id}`}>{widget.name}</Link> : widget.name}</td>
          <td>{dashboardKind(widget)}</td>
          <td className="num">{widget.totals.impressions}</td>
          <td className="num">{widget.totals.optins}</td>
          <td className="num">{percent(widget.totals.conversion_rate)}</td>
          <td className="num intent">{widget.totals.fallback_clicks}</td>
          <td className="num intent">{widget.totals.channel_clicks}</td>
          <td className="num intent">{widget.totals.sms_app_opened}</td>
        </tr>
      ))}
    />
  );
}

function ConversionTable({ answer }: { answer: StatsAnswer }) {
  const days = conversionDays(answer.account);
  const rows = days.map((day) => (
    <tr key={day.day}>
      <td>{day.day}</td>
      <td className="num">{day.conversions}</td>
      <td>{moneyText(day.money)}</td>
    </tr>
  ));
  // Above the days, a line of totals.
  if (rows.length > 0) {
    rows.unshift(
      <tr key="all" className="total">
        <td>All days</td>
        <td className="num">{answer.account.totals.conversions}</td>
        <td>{moneyText(answer.account.totals.money)}</td>
      </tr>,
    );
  }
  return (
    <TableCard
      name="conversions"
      title="Conversions and money"
      empty="No conversion or money events yet."
      head={['Day', ['Conversions', 'num'], 'Money (events)']}
      rows={rows}
    />
  );
}

/** The consent a subscriber gave: the button pressed and the page in the summary, the legal text and the widget's version inside. */
function ConsentCell({ consent }: { consent: SubscriberRow['consent'] }) {
  if (!consent) return <td className="consent">Not recorded</td>;
  let page = consent.page_url;
  try {
    page = new URL(consent.page_url).pathname;
  } catch {
    // A page address that is not a URL is shown as it came.
  }
  return (
    <td className="consent">
      <details>
        <summary>
          “{consent.button_text}” on {page || 'an unknown page'}
        </summary>
        <p>{consent.legal_text || 'No legal text was shown.'}</p>
        <p>
          {consent.page_url} · widget {consent.widget_id} as saved {new Date(consent.widget_updated_at).toLocaleString()} · agreed{' '}
          {new Date(consent.given_at).toLocaleString()}
        </p>
      </details>
    </td>
  );
}

function SubscriberTable({ subscribers }: { subscribers: readonly SubscriberRow[] }) {
  return (
    <TableCard
      name="subscribers"
      title="Latest subscribers"
      empty="No subscribers yet."
      head={['When', 'Phone number', 'Widget', 'Consent']}
      rows={subscribers.map((subscriber) => (
        <tr key={subscriber.subscriber_id}>
          <td>
            <time dateTime={subscriber.created_at}>{new Date(subscriber.created_at).toLocaleString()}</time>
          </td>
          <td className="phone">{subscriber.phone_number}</td>
          <td>{subscriber.widget_name ?? `Widget ${subscriber.widget_id}`}</td>
          <ConsentCell consent={subscriber.consent} />
        </tr>
      ))}
    />
  );
}

/** Money per pixel token, so a token used again and again shows; events above the token's ceiling apart. */
function TokenTable({ answer }: { answer: StatsAnswer }) {
  return (
    <TableCard
      name="tokens"
      title="Money per pixel token"
      empty="No money events yet."
      head={['Token', 'Currency', ['Events', 'num'], ['Amount', 'num'], ['Above the ceiling (not summed)', 'num']]}
      rows={answer.account.tokens.map((token) => (
        <tr key={`${token.token_id}-${token.currency}`}>
          <td>
            {token.label || 'no label'} <code>{token.token_id}</code>
          </td>
          <td>{token.currency}</td>
          <td className="num">{token.count}</td>
          <td className="num">{token.amount.toLocaleString('en', { maximumFractionDigits: 2 })}</td>
          <td className="num">
            {token.flagged_count
              ? `${token.flagged_count} (${token.flagged_amount.toLocaleString('en', { maximumFractionDigits: 2 })})`
              : '0'}
          </td>
        </tr>
      ))}
    />
  );
}
