// The owner app's widget form in Chromium, alone on a page (editor-form-harness.tsx): axe finds
// nothing for every kind with every section open, the fields the owner path uses are found by their
// labels and write the draft in the schema's shapes, a refused value is marked at its field, and the
// URL box answers with the pages' own matcher.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { KIND_CHOICES } from '../../server/owner/app/kinds';
import { launchBrowser } from '../e2e/rig';
import { axeViolations, describeViolations } from './axe';

let script = '';
const styles = ['server/owner/app/app.css', 'server/owner/app/editor/editor.css'].map((file) => readFileSync(file, 'utf8')).join('\n');

async function openForm(
  browser: Browser,
  start?: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  width = 1280,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const setup = `window.__draftStart = ${JSON.stringify(start ?? null) ?? 'null'} || undefined; ${Object.entries(extra)
    .map(([key, value]) => `window.${key} = ${JSON.stringify(value)};`)
    .join(' ')}`;
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget form</title><style>${styles}</style></head><body><div id="app"></div><script>${setup}</script><script type="module">${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
  );
  await page.waitForSelector('.widget-form');
  assert.deepEqual(errors, []);
  return page;
}

/** The draft as the form wrote it: the fields these tests read by name, the rest as unknown. */
interface Draft {
  data: {
    main: Record<string, unknown> & { desc: string; colors: { headline: string } };
    setup: Record<string, unknown>;
    submitted: Record<string, unknown>;
  };
}

const draft = (page: Page) => page.evaluate(() => (window as unknown as { __draft: Draft }).__draft);

describe("the editor's widget form in a browser", () => {
  let browser: Browser;
  before(async () => {
    const result = await build({
      entryPoints: ['test/a11y/editor-form-harness.tsx'],
      bundle: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      format: 'esm',
      logLevel: 'silent',
    });
    script = result.outputFiles[0]!.text;
    browser = await launchBrowser();
  });
  after(() => browser.close());

  for (const choice of KIND_CHOICES) {
    for (const channel of choice.channels) {
      // A channel changes which fields show, not how they are laid out: the phone's width once per kind.
      const widths = channel === choice.channels[0] ? [1280, 390] : [1280];
      it(`${choice.name} (${channel}): axe finds nothing with every section open, at ${widths.join(' and ')} px`, async () => {
        for (const width of widths) {
          const page = await openForm(
            browser,
            { widget_type: choice.widget_type, channel, name: choice.name, sms_keyword: '', widget_sign: '', data: {} },
            {},
            width,
          );
          await page.evaluate(() => document.querySelectorAll('details').forEach((section) => (section.open = true)));
          const violations = await axeViolations(page);
          assert.equal(violations.length, 0, describeViolations(violations));
          // One column: nothing wider than the page at 390 px.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${width} px: ${overflow} px too wide`);
          await page.close();
        }
      });
    }
  }

  it('writes the title, a 2-second delay and an allow list by their labels, and tests a URL against the list', async () => {
    const page = await openForm(browser);
    await page.getByLabel('Title', { exact: true }).fill('Spring sale');
    await page.getByLabel('Trigger', { exact: true }).selectOption({ label: 'After a delay' });
    await page.getByLabel('Seconds', { exact: true }).fill('2');
    await page.getByLabel('Add a URL to the allow list').fill('/pricing');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const written = await draft(page);
    assert.equal(written.data.main.title, 'Spring sale');
    assert.deepEqual(written.data.main.whenDisplay, ['delay', 2]);
    assert.deepEqual(written.data.setup.urlWhitelist, ['/pricing']);
    assert.equal(await page.getByRole('button', { name: 'Remove /pricing from the allow list' }).count(), 1);

    // The checkbox's settings and its button's text appear with the checkbox as the opt-in control.
    await page.locator('summary', { hasText: /^Opt-in/ }).click();
    assert.equal(await page.getByLabel('Checkbox skin').count(), 0);
    await page.getByLabel('A checkbox with a button').check();
    assert.equal((await draft(page)).data.main.buttonType, 'checkbox');
    assert.equal(await page.getByLabel('Checkbox skin').count(), 1);
    await page.getByLabel('Button text', { exact: true }).fill('Subscribe');
    assert.equal((await draft(page)).data.main.optInButtonText, 'Subscribe');

    // What happens after submit: the redirect's address and target appear with the action.
    await page.locator('summary', { hasText: 'After opt-in' }).click();
    assert.equal(await page.getByLabel('Redirect address').count(), 0);
    await page.getByLabel('After submit').selectOption({ label: 'Go to another page' });
    await page.getByLabel('Redirect address').fill('https://shop.example.com/thanks');
    await page.getByLabel('Open the page').selectOption({ label: 'In the same tab' });
    const submitted = (await draft(page)).data.submitted;
    assert.deepEqual(
      [submitted.action, submitted.redirectUrl, submitted.redirectTarget],
      ['redirect', 'https://shop.example.com/thanks', 'same'],
    );

    await page.getByLabel('Test a URL').fill('https://shop.example.com/pricing');
    assert.match((await page.locator('[role=status].wf-verdict').textContent()) ?? '', /^Shown on this URL/);
    await page.getByLabel('Test a URL').fill('https://shop.example.com/about');
    assert.match((await page.locator('[role=status].wf-verdict').textContent()) ?? '', /^Not shown: matches nothing on the allow list/);
    await page.close();
  });

  it("marks a refused value at its field with the owner API's words, and the server's refusal at its field", async () => {
    const page = await openForm(
      browser,
      {
        widget_type: 'box',
        channel: 'fb',
        name: 'Inline',
        sms_keyword: '',
        widget_sign: '',
        data: { main: { width: 'wide' }, setup: { urlWhitelist: '/pricing' } },
      },
      { __serverError: { path: 'data.main.title', message: 'data.main.title is too long' } },
    );
    const width = page.getByLabel('Amount');
    assert.equal(await width.getAttribute('aria-invalid'), 'true');
    const describedBy = (await page.getByRole('group', { name: 'Width' }).getAttribute('aria-describedby')) ?? '';
    const words = await page
      .locator(
        describedBy
          .split(' ')
          .map((id) => `[id="${id}"]`)
          .join(', '),
      )
      .allTextContents();
    assert.ok(
      words.some((text) => text.startsWith('data.main.width must be a [unit, number] pair')),
      words.join(' | '),
    );
    const title = page.getByLabel('Title', { exact: true });
    assert.equal(await title.getAttribute('aria-invalid'), 'true');
    const titleError = await page.locator(`[id="${(await title.getAttribute('aria-describedby'))!.split(' ').pop()}"]`).textContent();
    assert.equal(titleError, 'data.main.title is too long');
    // The summary lists every refusal; each leads to its field, opening its section.
    assert.equal(await page.locator('.wf-problems li').count(), 3);
    await page.evaluate(() => document.querySelectorAll('details').forEach((section) => (section.open = false)));
    await page.getByRole('link', { name: /^data\.main\.width must be/ }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent), 'Width');
    // Mended in the form, the refusal goes.
    await page.getByLabel('Amount').fill('400');
    assert.deepEqual((await draft(page)).data.main.width, ['px', 400]);
    assert.equal(await page.getByLabel('Amount').getAttribute('aria-invalid'), null);
    await page.close();
  });

  it('leads a refusal in the older place of the trigger to the trigger, and lists one no field shows as text', async () => {
    const page = await openForm(browser, {
      widget_type: 'modal',
      channel: 'fb',
      name: 'Older',
      sms_keyword: '',
      widget_sign: '',
      data: { setup: { whenDisplay: 'soon' }, submitted: 'big' },
    });
    const trigger = page.getByLabel('Trigger', { exact: true });
    assert.equal(await trigger.getAttribute('aria-invalid'), 'true');
    await page.getByRole('link', { name: /^data\.setup\.whenDisplay must be/ }).click();
    assert.equal(await trigger.evaluate((element) => element === document.activeElement), true);
    assert.equal(await page.getByRole('link', { name: /^data\.submitted must be/ }).count(), 0);
    assert.equal(await page.locator('.wf-problems li', { hasText: 'data.submitted must be an object' }).count(), 1);
    // Chosen again in the form, the trigger is written to data.main, in place of the older one no page can read.
    await trigger.selectOption({ label: 'After a delay' });
    const written = await draft(page);
    assert.deepEqual([written.data.main.whenDisplay, written.data.setup], [['delay', 5], {}]);
    assert.equal(await trigger.getAttribute('aria-invalid'), null);
    assert.equal(await page.locator('.wf-problems li').count(), 1);
    await page.close();
  });

  it('formats the description as HTML with the toolbar and the keyboard, and shows it', async () => {
    const page = await openForm(browser);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.type('Save ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('20%');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' today');
    let written = await draft(page);
    assert.equal(written.data.main.desc, 'Save <b>20%</b> today');
    assert.equal(written.data.main.showDescription, true);
    await page.keyboard.press('Shift+Home');
    // The toolbar by keyboard: arrows move between its buttons.
    await page.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'IItalic');
    await page.keyboard.press('Enter');
    written = await draft(page);
    assert.match(written.data.main.desc, /<i>.*today<\/i>/);

    // A description changed elsewhere (the preview's in-place editing) replaces what the area shows, and back.
    const typed = written.data.main.desc as string;
    const replace = (desc: string) =>
      page.evaluate((next) => {
        const harness = window as unknown as { __draft: { data: { main: object } }; __setDraft: (draft: object) => void };
        harness.__setDraft({ ...harness.__draft, data: { ...harness.__draft.data, main: { ...harness.__draft.data.main, desc: next } } });
      }, desc);
    // The area is drawn again in a later frame: wait for it rather than read it at once.
    const shows = async (html: string) => {
      for (let waited = 0; waited < 5_000 && (await description.innerHTML()) !== html; waited += 50) await page.waitForTimeout(50);
      assert.equal(await description.innerHTML(), html);
    };
    await replace('Edited in the preview');
    await shows('Edited in the preview');
    await replace(typed);
    await shows(typed);
    await page.close();
  });

  it('shows the legibility of a text colour on its background', async () => {
    const page = await openForm(browser, {
      widget_type: 'modal',
      channel: 'fb',
      name: 'Look',
      sms_keyword: '',
      widget_sign: '',
      data: { main: { colors: { background: '#ffffff', headline: '#1c1e21' } } },
    });
    await page.locator('summary', { hasText: 'Look' }).click();
    const heading = page.getByLabel('Heading colour', { exact: true });
    const badge = async () => page.locator(`[id="${(await heading.getAttribute('aria-describedby'))!.split(' ')[0]}"]`).textContent();
    assert.match((await badge()) ?? '', /✓ readable$/);
    await heading.fill('#dddddd');
    assert.match((await badge()) ?? '', /too faint$/);
    assert.equal((await draft(page)).data.main.colors.headline, '#dddddd');

    // The picker opens from the swatch, passes axe, and is worked by the keyboard.
    const swatch = page.getByRole('button', { name: 'Pick heading colour' });
    await swatch.click();
    assert.equal(await swatch.getAttribute('aria-expanded'), 'true');
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, describeViolations(violations));
    await page.getByRole('slider', { name: 'Hue' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('slider', { name: 'Color' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // #dddddd is brightness 86.7% with no saturation, so a step of hue leaves it grey, and two steps of 5% down give
    // 76.7%: #c4c4c4. The picker hands each step to the form in an effect of its own, after the key's event: wait for
    // the last step, since the draft and the field also agree between the two (one step behind).
    let picked = '';
    for (const start = Date.now(); Date.now() - start < 3000; await page.waitForTimeout(25)) {
      picked = (await draft(page)).data.main.colors.headline as string;
      if (picked === '#c4c4c4') break;
    }
    assert.equal(picked, '#c4c4c4');
    assert.equal(await heading.inputValue(), picked);
    await page.close();
  });
});
