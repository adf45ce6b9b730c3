/**
 * The owner pages' HTML. They hold no owner data of their own: both fetch it from the owner API
 * with the admin token, and the preview then shows a widget the way a visitor's page would load it,
 * through the public load answer.
 */
import { escapeHtml } from '../html/escape';

type OwnerPage = 'dashboard' | 'preview';

function layout(current: OwnerPage, title: string, main: string, scripts: string): string {
  const link = (page: OwnerPage, label: string) =>
    `<a href="/admin/${page}"${page === current ? ' aria-current="page"' : ''}>${label}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · mc-widgets</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/admin/assets/owner.css">
</head>
<body>
<header class="owner-header">
  <strong>mc-widgets</strong>
  <nav>${link('dashboard', 'Dashboard')}${link('preview', 'Preview')}<a href="/">Demo site</a></nav>
  <form id="token-form" hidden>
    <span id="token-reason"></span>
    <input name="token" type="password" autocomplete="off" aria-label="Admin token" required>
    <button type="submit">Use token</button>
  </form>
</header>
${main}
${scripts}
</body>
</html>`;
}

export function dashboardPage(): string {
  return layout(
    'dashboard',
    'Dashboard',
    `<main>
  <h1>Dashboard</h1>
  <section class="controls">
    <label>Account <select id="account"></select></label>
    <label>Widget <select id="widget"><option value="all">All widgets</option></select></label>
    <label>Period <select id="days"><option value="7">7 days</option><option value="30" selected>30 days</option><option value="90">90 days</option></select></label>
  </section>
  <p id="status" role="status"></p>
  <section class="card">
    <h2>Impressions, opt-ins and conversion rate</h2>
    <div class="chart-box"><canvas id="chart" role="img" aria-label="Impressions, opt-ins and conversion rate per day"></canvas></div>
  </section>
  <section class="card">
    <h2>Widgets</h2>
    <p class="note">Opt-ins are confirmed ones: SMS subscribers, checkbox confirmations, opt-ins the server confirmed. Clicks on a Messenger link or a launcher channel, and the SMS app opened, show the intent to opt in and are counted apart.</p>
    <div class="table-scroll"><table id="widgets-table"><thead>
      <tr><th rowspan="2">Widget</th><th rowspan="2">Kind</th><th rowspan="2">Impressions</th><th rowspan="2">Opt-ins</th><th rowspan="2">Conversion rate</th><th colspan="3" scope="colgroup">Intent, not counted as opt-ins</th></tr>
      <tr><th>Messenger link clicks</th><th>Channel clicks</th><th>SMS app opened</th></tr>
    </thead><tbody id="widgets-body"></tbody></table></div>
    <p id="bots" class="note"></p>
  </section>
  <section class="card">
    <h2>Conversions and money</h2>
    <table id="conversions-table"><thead><tr><th>Day</th><th>Conversions</th><th>Money (events)</th></tr></thead><tbody id="conversions-body"></tbody></table>
  </section>
  <section class="card">
    <h2>Latest subscribers</h2>
    <table id="subscribers-table"><thead><tr><th>When</th><th>Phone number</th><th>Widget</th><th>Consent</th></tr></thead><tbody id="subscribers-body"></tbody></table>
  </section>
</main>`,
    '<script type="module" src="/admin/assets/dashboard.js"></script>',
  );
}

/** A shell: the widgets and the chosen one come from the owner API, with the token (client/preview-stage.ts). */
export function previewPage(): string {
  return layout(
    'preview',
    'Preview',
    `<main class="preview">
  <aside><h2 id="preview-heading">Widgets</h2><ul id="preview-widgets"><li>Loading…</li></ul></aside>
  <section>
    <p class="try">Click a text in the widget to edit it; each change is saved as you type.</p>
    <p id="save-status" role="status"></p>
    <div class="stage" id="preview-stage"></div>
    <p id="preview-ref" class="owner-info" hidden></p>
  </section>
</main>`,
    '<script type="module" src="/admin/assets/preview.js"></script>',
  );
}
