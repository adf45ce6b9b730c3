// A widget's styles seen from a real page: the browser parses them itself where it reads nested CSS, and is given them
// as flat rules where it does not or has no constructed sheets (src/react/flatten-css.ts), with nothing more to fetch;
// either way the widget looks the same.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pageWithLoader, startRig, type Rig } from './rig';

const modal = {
  widget_id: 71,
  widget_type: 'modal',
  data: { main: { title: 'Styled either way', desc: 'One message a week.', showDescription: true } },
};

/**
 * A browser that reads no nested style rules: the page's probe for them (css-nesting.ts) finds none. Every other
 * sheet is parsed as usual.
 */
const NO_NESTED_CSS = `{
  const replaceSync = CSSStyleSheet.prototype.replaceSync;
  CSSStyleSheet.prototype.replaceSync = function (text) {
    return replaceSync.call(this, text.startsWith('a{b{') ? 'a{}' : text);
  };
}`;

/** A browser without constructed style sheets: each root gets style tags of flat rules (emotion-cache.ts). */
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

describe('styles parsed by the browser, or given as flat rules where it cannot', () => {
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

  it('looks the same from flat rules in a browser that reads no nested CSS, with nothing more fetched', async () => {
    const native = await openModal();
    assert.equal(await hasNestedRules(native.page), true, 'the styles inserted as nested rules');

    const flat = await openModal(NO_NESTED_CSS);
    assert.equal(await hasNestedRules(flat.page), false, 'the styles inserted as flat rules');
    assert.deepEqual(await uiFiles(flat.page), await uiFiles(native.page), 'the same files fetched');

    const [nativeLooks, flatLooks] = await Promise.all([looks(native.page), looks(flat.page)]);
    assert.ok(nativeLooks.length > 10, 'the modal has its elements');
    assert.deepEqual(flatLooks, nativeLooks);
    assert.deepEqual([...native.pageErrors, ...flat.pageErrors], []);
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
    assert.deepEqual([...native.pageErrors, ...tagged.pageErrors], []);
  });
});
