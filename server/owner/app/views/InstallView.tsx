/**
 * Install, for the account chosen in the header: the snippet every page of the owner's site carries
 * (served from this server's own origin), the tag of each widget the owner places in the page's
 * content (the box, button, SMS card and checkbox: docs/elements.md), and whether the snippet was
 * seen on a site, from the load calls the server counted for the account.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAccount } from '../account';
import type { AdminWidget, Install } from '../api';
import { choiceOf, kindLabel } from '../kinds';
import { useInstalls, useWidgets } from '../queries';

function snippetFor(origin: string, accountId: string): string {
  return `<script async src="${origin}/mc-widgets.js" data-account-id="${accountId}"></script>`;
}

/** The tag that places an embedded widget; a button also takes the payload its opt-in carries. */
function tagFor(element: string, widgetId: number): string {
  const payload = element === 'mc-button' ? ' data-widget-payload=""' : '';
  return `<${element} data-widget-id="${widgetId}"${payload}></${element}>`;
}

/**
 * Copies a text: the clipboard where the browser grants it, else the text is selected (and copied
 * from the selection where the browser allows that) for the owner's own Ctrl+C. What happened is
 * said in the view's polite live region.
 */
function useCopy() {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const say = (text: string) => {
    // Emptied first, so the same words said twice are announced twice.
    setMessage('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 50);
  };
  const copy = async (text: string, source: HTMLElement | null, what: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      say(`Copied ${what}.`);
      return true;
    } catch {
      if (source) window.getSelection()?.selectAllChildren(source);
      // Without the asynchronous clipboard (a page served over plain http), the selection is copied
      // the older way where the browser still allows it.
      if (source && copySelection()) {
        say(`Copied ${what}.`);
        return true;
      }
      say(`${what[0]?.toUpperCase()}${what.slice(1)} is selected: press Ctrl+C (⌘C on a Mac) to copy it.`);
      return false;
    }
  };
  return { message, copy };
}

function copySelection(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

type Copy = ReturnType<typeof useCopy>['copy'];

/** A code block and its Copy button; the button says "Copied" for a moment after a copy. */
function CopyBlock({ code, what, copy }: { code: string; what: string; copy: Copy }) {
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <div className="copy-block">
      <pre>
        <code ref={codeRef}>{code}</code>
      </pre>
      <button type="button" className="small copy-button" onClick={() => void copy(code, codeRef.current, what).then(setCopied)}>
        <span aria-hidden="true">{copied ? '✓ ' : ''}</span>
        {copied ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> {what}</span>
      </button>
    </div>
  );
}

export function InstallView() {
  const { account } = useAccount();
  const accountId = account?.account_id ?? '';
  const { message, copy } = useCopy();
  const snippetHeading = useId();
  const tagsHeading = useId();
  const checkHeading = useId();
  return (
    <main className="page install">
      <div className="page-head">
        <h1>Install</h1>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>

      <section className="card install-step" aria-labelledby={snippetHeading}>
        <h2 id={snippetHeading}>
          <span className="step-number" aria-hidden="true">
            1
          </span>
          Add the snippet to your site
        </h2>
        <p className="muted">
          Paste it once into every page of your site, before <code>&lt;/body&gt;</code> or in the <code>&lt;head&gt;</code>. It loads the
          published widgets of this account and shows each on the pages its rules allow.
        </p>
        <CopyBlock code={snippetFor(location.origin, accountId)} what="the snippet" copy={copy} />
      </section>

      <section className="card install-step" aria-labelledby={tagsHeading}>
        <h2 id={tagsHeading}>
          <span className="step-number" aria-hidden="true">
            2
          </span>
          Place the widgets that sit in your content
        </h2>
        <EmbedTags accountId={accountId} copy={copy} />
      </section>

      <section className="card install-step" aria-labelledby={checkHeading}>
        <h2 id={checkHeading}>
          <span className="step-number" aria-hidden="true">
            3
          </span>
          Is the snippet on my site?
        </h2>
        <InstallCheck accountId={accountId} />
      </section>
    </main>
  );
}

function EmbedTags({ accountId, copy }: { accountId: string; copy: Copy }) {
  const widgets = useWidgets(accountId);
  if (widgets.isPending) return <p className="muted">Loading the widgets…</p>;
  if (widgets.isError) return <p role="alert">Could not load the widgets: {widgets.error.message}</p>;
  const embedded = widgets.data.filter((widget) => choiceOf(widget)?.embed);
  return (
    <>
      <p className="muted">
        Pop-ups, bars, slide-ins, page takeovers, landing pages, the launcher and the customer chat need only the snippet. A box, a button,
        an SMS card or a checkbox appears where you put its tag in your page’s HTML.
      </p>
      {embedded.length === 0 ? (
        <div className="install-empty">
          <p>This account has no widget to place with a tag yet.</p>
          <Link href="/widgets/new" className="button">
            New widget
          </Link>
        </div>
      ) : (
        <ul className="embed-list">
          {embedded.map((widget) => (
            <EmbedTag key={widget.widget_id} widget={widget} copy={copy} />
          ))}
        </ul>
      )}
    </>
  );
}

function EmbedTag({ widget, copy }: { widget: AdminWidget; copy: Copy }) {
  const element = choiceOf(widget)?.embed ?? 'mc-box';
  const name = widget.name || `Widget ${widget.widget_id}`;
  return (
    <li className="embed-item">
      <div className="embed-head">
        <Link href={`/widgets/${widget.widget_id}`} className="embed-name">
          {name}
        </Link>
        <span className="muted embed-kind">{kindLabel(widget)}</span>
        {widget.status === 'draft' ? <span className="badge draft">Draft</span> : <span className="badge live">Live</span>}
      </div>
      {widget.status === 'draft' && <p className="embed-help">Its tag shows nothing until you publish the widget.</p>}
      <CopyBlock code={tagFor(element, widget.widget_id)} what={`the tag of ${name}`} copy={copy} />
    </li>
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "just now". */
function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(Math.round(seconds / 60), 'minute');
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {relativeTime(iso)}
    </time>
  );
}

function InstallCheck({ accountId }: { accountId: string }) {
  const installs = useInstalls(accountId);
  const tableHeading = useId();
  const [checked, setChecked] = useState('');
  const checkAgain = async () => {
    setChecked('');
    const result = await installs.refetch();
    const count = result.data?.length ?? 0;
    setChecked(
      result.isError
        ? ''
        : count === 0
          ? 'Checked: no page with the snippet has loaded yet.'
          : `Checked: seen on ${count} ${count === 1 ? 'site' : 'sites'}.`,
    );
  };
  const button = (
    <button type="button" onClick={() => void checkAgain()} disabled={installs.isFetching}>
      {installs.isFetching ? 'Checking…' : 'Check again'}
    </button>
  );
  return (
    <>
      <p className="muted">
        Every page that carries the snippet asks this server for the account’s widgets. These are the sites it heard from.
      </p>
      {installs.isPending ? (
        <p className="muted">Checking…</p>
      ) : installs.isError ? (
        <p role="alert">Could not check: {installs.error.message}</p>
      ) : installs.data.length === 0 ? (
        <div className="install-empty">
          <p>
            <strong>Not seen yet.</strong> The list fills once a page with the snippet has loaded in a browser. Add the snippet, open a page
            of your site, then check again.
          </p>
        </div>
      ) : (
        <InstallTable installs={installs.data} headingId={tableHeading} />
      )}
      <div className="install-check-bar">
        {button}
        <p className="muted" role="status">
          {checked}
        </p>
      </div>
    </>
  );
}

function InstallTable({ installs, headingId }: { installs: readonly Install[]; headingId: string }) {
  const sorted = [...installs].sort((a, b) => b.last_seen.localeCompare(a.last_seen));
  return (
    <>
      <p className="install-seen" id={headingId}>
        <span className="seen-dot" aria-hidden="true" />
        <span>
          Seen on {sorted.length} {sorted.length === 1 ? 'site' : 'sites'}, last <When iso={sorted[0]?.last_seen ?? ''} />.
        </span>
      </p>
      <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="install-table">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Last seen</th>
              <th scope="col">First seen</th>
              <th scope="col" className="num">
                Load calls
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((install) => (
              <tr key={install.origin}>
                <th scope="row" className="origin">
                  {install.origin}
                </th>
                <td>
                  <When iso={install.last_seen} />
                </td>
                <td>
                  <When iso={install.first_seen} />
                </td>
                <td className="num">{install.load_calls.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
