// Pages under a strict Content-Security-Policy sent as a response header: nonces with
// 'strict-dynamic' and no 'unsafe-eval' or 'unsafe-inline' (the widgets are styled through adopted
// sheets, or style tags with the nonce where a browser has none), and Trusted Types required, with
// and without room for our own policies.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Reply } from '../../demo/fixture-server';
import {
  APP,
  SNIPPET,
  assertBothOptIn,
  assertHealthy,
  boxWidget,
  hostPage,
  modalWidget,
  settle,
  startHostileRig,
  widget,
  type HostileRig,
  type HostileTab,
} from './hostile-page';

const NONCE = 'r4nd0m-n0nce-Zm9v';
const STRICT = `script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'nonce-${NONCE}'; object-src 'none'; base-uri 'none'`;
const TRUSTED_TYPES = `require-trusted-types-for 'script'`;
/** Only the host's own policy may be created: ours are refused. */
const TRUSTED_TYPES_HOST_ONLY = `require-trusted-types-for 'script'; trusted-types host-policy`;

/** Owner markup; a handler in it would be parsed (and reported by the CSP) before DOMPurify drops it, so xss.test.ts has those. */
const DESCRIPTION = '<b>Bold</b> and <a href="https://example.com/terms">terms</a><script>window.__xss = 1</script>';
const described = modalWidget(1, { showDescription: true, desc: DESCRIPTION });
const omnichat = {
  widget_id: 5,
  widget_type: 'omnichat',
  data: {
    main: { whenDisplay: ['immediately', 0] },
    appearance: { greeting_text: 'Talk to <b>us</b><script>window.__xss = 2</script>' },
    channels: { enable_facebook: true, enable_email: true, email_to: 'help@example.com' },
    setup: { desktopFirstSeen: ['opened', 0] },
  },
};

const page = (csp: string, snippet = SNIPPET): Reply => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
  body: hostPage({ nonce: NONCE, snippet, head: `<style nonce="${NONCE}">body { font-family: serif; }</style>` }),
});

/**
 * The styles of a widget: the sheets its shadow root adopted (which a CSP does not govern), the
 * `<style>` elements in it (which need the nonce), and what they did to the layout.
 */
async function shadowStyles(tab: HostileTab, selector: string) {
  return tab.page.evaluate(`(function () {
    var root = document.querySelector(${JSON.stringify(selector)}).shadowRoot;
    var styles = Array.prototype.slice.call(root.querySelectorAll('style'));
    var sheets = root.adoptedStyleSheets.concat(styles.map(function (style) { return style.sheet; }).filter(Boolean));
    var button = root.querySelector('[part~="fallback-button"]');
    return {
      tags: styles.length,
      nonced: styles.filter(function (style) { return style.nonce === ${JSON.stringify(NONCE)}; }).length,
      rules: sheets.reduce(function (sum, sheet) { return sum + sheet.cssRules.length; }, 0),
      buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
      hostDisplay: getComputedStyle(root.host).display,
    };
  })()`) as Promise<{ tags: number; nonced: number; rules: number; buttonBackground: string | null; hostDisplay: string }>;
}

async function assertStyled(tab: HostileTab, selector: string): Promise<void> {
  const styles = await shadowStyles(tab, selector);
  assert.equal(styles.nonced, styles.tags, 'every style element carries the nonce');
  assert.ok(styles.rules > 0, 'the styles were applied');
  assert.notEqual(styles.buttonBackground, 'rgba(0, 0, 0, 0)', 'the fallback button is styled');
  assert.equal(styles.hostDisplay, 'block');
}

describe('hostile CSP', () => {
  let hostile: HostileRig;
  before(async () => {
    hostile = await startHostileRig({
      load: { app: APP, widgets: [described, boxWidget(2), omnichat] },
      routes: {
        'GET /strict': () => page(STRICT),
        'GET /strict-data-nonce': () => page(STRICT, `${SNIPPET} data-nonce="${NONCE}"`),
        'GET /trusted-types': () => page(`${STRICT}; ${TRUSTED_TYPES}`),
        'GET /trusted-types-host-only': () => page(`${STRICT}; ${TRUSTED_TYPES_HOST_ONLY}`),
      },
    });
  });
  after(() => hostile.close());

  it("strict nonce CSP with 'strict-dynamic' (nonce from the script element): styled, no violation", async () => {
    const tab = await hostile.open('/strict');
    await tab.page.waitForSelector('mc-modal [part~="description"] b', { state: 'attached' });
    await assertStyled(tab, widget('mc-modal', 1));
    await assertBothOptIn(tab);
    await assertStyled(tab, widget('mc-box', 2));
    await assertHealthy(tab, { allowViolations: false });
  });

  it('strict nonce CSP with the nonce given as data-nonce: styled, no violation', async () => {
    const tab = await hostile.open('/strict-data-nonce');
    await assertBothOptIn(tab);
    await assertStyled(tab, widget('mc-box', 2));
    await assertHealthy(tab, { allowViolations: false });
  });

  // Regression: owner HTML went in as an innerHTML string, which Trusted Types refuse with a TypeError that took the widget down.
  it('Trusted Types required: no TypeError escapes, descriptions and greetings still render sanitised', async () => {
    const tab = await hostile.open('/trusted-types');
    await tab.page.waitForSelector('mc-modal [part~="description"] b', { state: 'attached' });
    await tab.page.waitForSelector('mc-omnichat', { state: 'attached' });
    assert.equal(await tab.page.locator('mc-omnichat [part~="greeting-text"]').innerHTML(), 'Talk to <b>us</b>');
    assert.equal(
      await tab.page.locator('mc-modal [part~="description"]').innerHTML(),
      '<b>Bold</b> and <a href="https://example.com/terms">terms</a>',
    );
    await assertBothOptIn(tab);
    await settle(tab.page);
    assert.deepEqual(
      tab.console.filter((line) => line.text.includes('TypeError')).map((line) => line.text),
      [],
    );
    await assertHealthy(tab);
  });

  it('Trusted Types with only the host policy allowed: no TypeError escapes, the widgets still work', async () => {
    const tab = await hostile.open('/trusted-types-host-only');
    // Without a policy of ours there is no HTML parser: the owner's words show as text.
    await tab.page.waitForSelector('mc-modal [part~="description"]', { state: 'attached' });
    assert.equal(await tab.page.locator('mc-modal [part~="description"]').innerHTML(), 'Bold and terms');
    assert.equal(await tab.page.locator('mc-omnichat [part~="greeting-text"]').innerHTML(), 'Talk to us');
    await assertBothOptIn(tab);
    await settle(tab.page);
    assert.deepEqual(
      tab.console.filter((line) => line.text.includes('TypeError')).map((line) => line.text),
      [],
    );
    await assertHealthy(tab);
  });
});
