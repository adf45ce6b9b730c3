// A widget's styles seen from a real page: flat rules (src/react/flatten-css.ts), in its kind's adopted sheet, or in
// style tags where the browser has no constructed sheets, with nothing more to fetch; either way the widget looks the
// same.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pageWithLoader, startRig, type Rig } from './rig';

const modal = {
  widget_id: 71,
  widget_type: 'modal',
  data: { main: { title: 'Styled either way', desc: 'One message a week.', showDescription: true } },
};

/** A browser without constructed style sheets: each root gets style tags of flat rules (root-styles.ts). */
const NO_CONSTRUCTED_SHEETS = `delete ShadowRoot.prototype.adoptedStyleSheets; delete Document.prototype.adoptedStyleSheets;`;

/** Every element of the open modal's shadow root with the computed values of the properties that make its look. */
function looks(page: Page): Promise<string[]> {
  return page.locator('mc-modal').evaluate((host) => {
    const properties = [
      'display',
      'position',
      'width',
      'padding-top',
      'margin-top',
      'color',
      'background-color',
      'border-radius',
      'box-shadow',
      'font-size',
      'font-weight',
      'line-height',
      'text-align',
      'gap',
      'opacity',
    ];
    return [...(host.shadowRoot as ShadowRoot).querySelectorAll('*')]
      .filter((element) => element.localName !== 'style')
      .map((element) => {
        const style = getComputedStyle(element);
        return `${element.localName}[${element.getAttribute('part') ?? ''}] ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
      });
  });
}

describe('styles as flat rules, in an adopted sheet or in style tags', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [modal] },
      pages: { '/modal': pageWithLoader('<h1>Article</h1>', 'data-account-id="1234567" data-fb-sdk-url="/blocked/sdk.js"') },
    });
  });
  after(() => rig.close());

  /** Whether the open modal's rules include a nested one, in its adopted sheets or its style tags. */
  const hasNestedRules = (page: Page) =>
    page.locator('mc-modal').evaluate((host) => {
      const root = host.shadowRoot as ShadowRoot;
      const sheets = [...(root.adoptedStyleSheets ?? []), ...[...root.querySelectorAll('style')].map((tag) => tag.sheet as CSSStyleSheet)];
      return sheets.some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.cssRules.length > 0));
    });
  /** The UI's files a page fetched, by name. */
  const uiFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/dist/ui/'))
        .sort(),
    );

  async function openModal(initScript?: string): Promise<{ page: Page; pageErrors: unknown[] }> {
    const context = await rig.newContext();
    if (initScript) await context.addInitScript({ content: initScript });
    const opened = await rig.open('/modal', { context });
    await opened.page.locator('mc-modal[data-state="open"] [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    // The entrance animation done, so both pages are read at rest.
    await opened.page.waitForTimeout(800);
    return opened;
  }

  it('inserts flat rules into the kind’s adopted sheet', async () => {
    const { page, pageErrors } = await openModal();
    assert.equal(await hasNestedRules(page), false, 'no nested rule');
    const rules = await page
      .locator('mc-modal')
      .evaluate((host) => (host.shadowRoot as ShadowRoot).adoptedStyleSheets.reduce((count, sheet) => count + sheet.cssRules.length, 0));
    assert.ok(rules > 20, `only ${rules} rules adopted`);
    assert.deepEqual(pageErrors, []);
  });

  it('looks the same in a browser without constructed sheets, from style tags of flat rules', async () => {
    const native = await openModal();
    const tagged = await openModal(NO_CONSTRUCTED_SHEETS);
    assert.equal(await hasNestedRules(tagged.page), false, 'the style tags hold flat rules');
    assert.deepEqual(await uiFiles(tagged.page), await uiFiles(native.page), 'the same files fetched');
    const styleTags = await tagged.page
      .locator('mc-modal')
      .evaluate((host) => (host.shadowRoot as ShadowRoot).querySelectorAll('style').length);
    assert.ok(styleTags > 0, 'the styles are in style tags');
    const [nativeLooks, taggedLooks] = await Promise.all([looks(native.page), looks(tagged.page)]);
    assert.deepEqual(taggedLooks, nativeLooks);
    assert.ok(nativeLooks.length > 10, 'the modal has its elements');
    assert.deepEqual([...native.pageErrors, ...tagged.pageErrors], []);
  });
});
