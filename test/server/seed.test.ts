// The demo seed: one widget of every kind the demo needs, each accepted by the client, placed by the demo pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PATHS } from '../../server/app';
import { DEMO_PAGES, DEMO_TEMPLATES } from '../../server/demo/demo-site';
import { checkWidgetShape } from '../../server/domain/widget-shape';
import { DEMO_ACCOUNT_ID, demoWidgets, DEMO_WIDGET_IDS, seedDemo } from '../../server/seed';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';

describe('demo seed', () => {
  it("has a widget of every kind the demo shows, each read by the client's schema as it is", () => {
    const widgets = demoWidgets();
    for (const widget of widgets) assert.deepEqual(checkWidgetShape(widget), { valid: true, widget }, widget.name);
    const kinds = new Set(widgets.map((widget) => widget.widgetType));
    for (const kind of ['bar', 'slide_in', 'modal', 'box', 'button', 'landing', 'omnichat', 'checkbox']) assert.ok(kinds.has(kind), kind);
    const whenDisplay = (id: number) =>
      (widgets.find((widget) => widget.widgetId === id)?.data['main'] as { whenDisplay?: unknown[] }).whenDisplay;
    assert.deepEqual(whenDisplay(DEMO_WIDGET_IDS.scrollSlideIn), ['scroll', 50]);
    assert.deepEqual(whenDisplay(DEMO_WIDGET_IDS.exitIntentModal), ['exit_intent', 0]);
    assert.deepEqual(whenDisplay(DEMO_WIDGET_IDS.addToCartModal), ['add_to_cart', 0]);
    const launcher = widgets.find((widget) => widget.widgetId === DEMO_WIDGET_IDS.launcher);
    const channels = launcher?.data['channels'] as Record<string, boolean>;
    assert.deepEqual(
      [channels['enable_facebook'], channels['enable_sms'], channels['enable_email'], channels['enable_whatsapp']],
      [true, true, true, true],
    );
    assert.equal(widgets.find((widget) => widget.widgetId === DEMO_WIDGET_IDS.smsCard)?.channel, 'sms');
  });

  it('is placed by the demo pages by ids that exist', async () => {
    const ids = new Set<number>(Object.values(DEMO_WIDGET_IDS));
    const files = (await readdir(DEFAULT_PATHS.demoSiteDir)).filter((file) => file.endsWith('.html'));
    assert.deepEqual(
      files.sort(),
      [...Object.values(DEMO_PAGES), ...DEMO_TEMPLATES].filter((file) => file.endsWith('.html')).sort(),
      'every page is served',
    );
    for (const file of files.filter((name) => !DEMO_TEMPLATES.includes(name))) {
      const html = await readFile(path.join(DEFAULT_PATHS.demoSiteDir, file), 'utf8');
      for (const [, id] of html.matchAll(/data-widget-id="(\d+)"/g)) assert.ok(ids.has(Number(id)), `${file} places widget ${id}`);
      for (const [, id] of html.matchAll(/getWidget\((\d+)\)/g)) assert.ok(ids.has(Number(id)), `${file} reads widget ${id}`);
      if (/mc-widgets\.js|\/\d+\.js/.test(html)) assert.match(html, new RegExp(`${DEMO_ACCOUNT_ID}`), `${file} names the demo account`);
    }
  });

  it('seeds an empty database once, and never one that has an account', async () => {
    const storage = createSqliteStorage({ path: ':memory:' });
    assert.equal(await seedDemo(storage), true);
    await storage.deleteWidget(DEMO_WIDGET_IDS.box);
    assert.equal(await seedDemo(storage), false);
    assert.equal(await storage.getWidget(DEMO_WIDGET_IDS.box), undefined, "the owner's deletion stands");
    await storage.close();
  });
});
