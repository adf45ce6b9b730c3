// A widget's styles seen from a real page: the browser parses them itself where it reads nested CSS, and fetches
// stylis (dist/ui/mc-stylis.js) only where it does not or has no constructed sheets; either way the widget looks the same.
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

/** A browser without constructed style sheets: each root gets style tags, compiled by stylis (emotion-cache.ts). */
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

describe('styles parsed by the browser, or compiled by stylis where it cannot', () => {
  let rig: Rig;
  before(async () => {
    rig = await startRig({
      load: { app: { pageId: '1234567' }, widgets: [modal] },
      pages: { '/modal': pageWithLoader('<h1>Article</h1>', 'data-account-id="1234567" data-fb-sdk-url="/blocked/sdk.js"') },
    });
  });
  after(() => rig.close());

  const stylisFetched = () => rig.server.requestsTo('/dist/ui/mc-stylis.js').length;

  async function openModal(initScript?: string): Promise<{ page: Page; pageErrors: unknown[] }> {
    const context = await rig.newContext();
    if (initScript) await context.addInitScript({ content: initScript });
    const opened = await rig.open('/modal', { context });
    await opened.page.locator('mc-modal[data-state="open"] [part~="title"]').waitFor({ state: 'visible', timeout: 10_000 });
    // The entrance animation done, so both pages are read at rest.
    await opened.page.waitForTimeout(800);
    return opened;
  }

  it('looks the same, and fetches stylis only in a browser that reads no nested CSS', async () => {
    const native = await openModal();
    assert.equal(stylisFetched(), 0, 'a browser that reads nested CSS never fetches stylis');
    const nestedRules = await native.page
      .locator('mc-modal')
      .evaluate((host) =>
        (host.shadowRoot as ShadowRoot).adoptedStyleSheets.some((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.cssRules.length > 0),
        ),
      );
    assert.equal(nestedRules, true, 'the styles inserted as nested rules');

    const compiled = await openModal(NO_NESTED_CSS);
    assert.equal(stylisFetched(), 1, 'stylis fetched once, by the page that needs it');

    const [nativeLooks, compiledLooks] = await Promise.all([looks(native.page), looks(compiled.page)]);
    assert.ok(nativeLooks.length > 10, 'the modal has its elements');
    assert.deepEqual(compiledLooks, nativeLooks);
    assert.deepEqual([...native.pageErrors, ...compiled.pageErrors], []);
  });

  it('looks the same in a browser without constructed sheets, from style tags that stylis wrote', async () => {
    const native = await openModal();
    const before = stylisFetched();
    const tagged = await openModal(NO_CONSTRUCTED_SHEETS);
    assert.equal(stylisFetched(), before + 1, 'stylis fetched by the page that needs it');
    const styleTags = await tagged.page
      .locator('mc-modal')
      .evaluate((host) => (host.shadowRoot as ShadowRoot).querySelectorAll('style').length);
    assert.ok(styleTags > 0, 'the styles are in style tags');
    const [nativeLooks, taggedLooks] = await Promise.all([looks(native.page), looks(tagged.page)]);
    assert.deepEqual(taggedLooks, nativeLooks);
    assert.deepEqual([...native.pageErrors, ...tagged.pageErrors], []);
  });
});
