/**
 * Load answer → visible modal. Our page: the snippet fetches the load answer, decides the modal is
 * due, imports the UI and renders it. The floor: the same page with the same modal already in it as
 * static HTML (its rendered shadow root and styles, copied from our page), which a three-line script
 * reveals when the same load answer arrives. Both are timed from the load response's end
 * (PerformanceResourceTiming) to the first frame that paints the open card; runs alternate, and
 * the peers' popups (`alongside`, timed by bench/peer-popup.mjs) take their turn in the same loop,
 * so whatever else the machine runs weighs on every row alike.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { ACCOUNT_ID, html } from './fixtures.mjs';
import { summary } from './stats.mjs';

/** Our modal once open: its host's attributes, its markup and every rule of its shadow root. */
export const captureModal = (browser, url) => captureOpened(browser, url, 'mc-modal');

/** The first of our elements matching `selector` once one is open and painted, captured as the modal is. */
export async function captureOpened(browser, url, selector) {
  const tab = await openPage(browser, url);
  try {
    await waitForOpened(tab.page, 1);
    return await tab.page.evaluate((hostSelector) => {
      const host = /** @type {HTMLElement} */ (document.querySelector(hostSelector));
      const root = /** @type {ShadowRoot} */ (host.shadowRoot);
      const sheets = [...root.styleSheets, ...(root.adoptedStyleSheets ?? [])];
      const css = sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
      const copy = document.createElement('div');
      copy.innerHTML = root.innerHTML;
      copy.querySelectorAll('style').forEach((style) => style.remove());
      const attributes = [...host.attributes]
        .filter((attribute) => attribute.name !== 'data-state')
        .map((attribute) => [attribute.name, attribute.value]);
      return { css, markup: copy.innerHTML, attributes };
    }, selector);
  } finally {
    await tab.close();
  }
}

/** The floor page: the captured modal in a declarative shadow root, shown when the load answer arrives. */
export function staticModalPage(captured, hash) {
  const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const attributes = captured.attributes.map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  return html(
    'One modal, as static HTML',
    `<h1>How to brew a better cup</h1>
  <p>Start with fresh beans, ground just before brewing. Weigh them: 60 grams a litre is a good start.</p>
  <p>Water just off the boil, a steady pour, four minutes in the press. Taste, then change one thing at a time.</p>
<div id="floor" style="display:none"><mc-modal${attributes} data-state="hidden"><template shadowrootmode="open"><style>${captured.css}</style>${captured.markup}</template></mc-modal></div>
<script>
  fetch('/load?account_id=${ACCOUNT_ID}&hash=${hash}').then((response) => response.json()).then(() => {
    document.getElementById('floor').style.display = '';
    document.querySelector('mc-modal').setAttribute('data-state', 'open');
  });
</script>`,
  );
}

async function timeOnce(browser, url) {
  const tab = await openPage(browser, url);
  try {
    const { loadEnd, opened, scripts } = await waitForOpened(tab.page, 1);
    const ui = scripts.find((script) => script.path.endsWith('/mc-ui.js'));
    // Our UI's files, or React alone's bundle where it is fetched on the answer.
    const drawing = scripts.filter((script) => script.path.startsWith('/dist/ui/') || script.path.startsWith('/dist/react-alone/'));
    const lastScript = Math.max(...drawing.map((script) => script.end));
    return {
      ms: opened[0].at - loadEnd,
      // Where the time goes: the UI chunk's request, and the arrival of the last script that draws.
      uiRequestedMs: ui ? ui.start - loadEnd : null,
      uiArrivedMs: Number.isFinite(lastScript) ? lastScript - loadEnd : null,
      errors: await tab.errors(),
    };
  } finally {
    await tab.close();
  }
}

/** A peer's runs: the summary of those that painted, their samples, and why any did not. */
function peerSummary(list, pick) {
  const failures = [...new Set(list.map((item) => item.failure).filter(Boolean))];
  return {
    runs: list.length,
    ...summary(pick(list, 'ms')),
    samples: pick(list, 'ms'),
    failures,
    errors: [...new Set(list.flatMap((item) => item.errors))],
  };
}

/**
 * `alongside`: name → a function timing one load of that peer's popup ({ ms } or { ms: null, failure }).
 * `beside`: name → the URL of another page drawing the same modal (React alone), timed like the floor.
 */
export async function measureModal(browser, { oursUrl, floorUrl, runs, alongside = {}, beside = {} }) {
  const ours = [];
  const floor = [];
  const peers = Object.fromEntries(Object.keys(alongside).map((name) => [name, []]));
  const others = Object.fromEntries(Object.keys(beside).map((name) => [name, []]));
  // One unmeasured load each warms the browser's own start-up paths, not our files (nothing is cached).
  await timeOnce(browser, oursUrl);
  await timeOnce(browser, floorUrl);
  for (const otherUrl of Object.values(beside)) await timeOnce(browser, otherUrl);
  for (const time of Object.values(alongside)) await time();
  for (let run = 0; run < runs; run += 1) {
    ours.push(await timeOnce(browser, oursUrl));
    floor.push(await timeOnce(browser, floorUrl));
    for (const [name, otherUrl] of Object.entries(beside)) others[name].push(await timeOnce(browser, otherUrl));
    for (const [name, time] of Object.entries(alongside)) peers[name].push(await time());
  }
  const pick = (list, key) => list.map((item) => item[key]).filter((value) => typeof value === 'number');
  const oursSummary = summary(pick(ours, 'ms'));
  const floorSummary = summary(pick(floor, 'ms'));
  return {
    runs,
    ours: oursSummary,
    floor: floorSummary,
    ratio: oursSummary.median / floorSummary.median,
    breakdown: { uiRequestedMs: summary(pick(ours, 'uiRequestedMs')).median, uiArrivedMs: summary(pick(ours, 'uiArrivedMs')).median },
    samples: { ours: pick(ours, 'ms'), floor: pick(floor, 'ms') },
    beside: Object.fromEntries(
      Object.entries(others).map(([name, list]) => [
        name,
        { ...summary(pick(list, 'ms')), samples: pick(list, 'ms'), arrivedMs: summary(pick(list, 'uiArrivedMs')).median },
      ]),
    ),
    peers: Object.fromEntries(Object.entries(peers).map(([name, list]) => [name, peerSummary(list, pick)])),
    errors: [...new Set([ours, floor, ...Object.values(others)].flat().flatMap((item) => item.errors))],
  };
}
