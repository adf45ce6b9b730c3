import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { loadLazyParts } from '../../src/loader/lazy-parts';
import { LISTS_CHUNK, TRIGGERS_CHUNK } from '../../src/runtime/chunks';
import { parseLoadAnswer } from '../../src/runtime/config';
import { NO_LISTS } from '../../src/runtime/rules/lists';
import * as listRules from '../../src/runtime/rules/list-rules';
import * as pageTriggers from '../../src/runtime/triggers/page-triggers';
import { makeWidget } from '../support/factories';

function answerOf(rawWidgets: unknown[], app: Record<string, unknown> = { pageId: '1' }) {
  const answer = parseLoadAnswer({ app, widgets: rawWidgets });
  if (!answer.ok) throw new Error(answer.reason);
  return answer;
}

async function loadedFor(rawWidgets: unknown[], app?: Record<string, unknown>): Promise<string[]> {
  const { app: parsedApp, widgets } = answerOf(rawWidgets, app);
  const load = sinon.spy(async (path: string) => (path === LISTS_CHUNK ? listRules : pageTriggers));
  await loadLazyParts(parsedApp, widgets, load);
  return load.args.map(([path]) => path);
}

const modal = (main: Record<string, unknown> = {}, setup: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  makeWidget({ widget_type: 'modal', data: { main, setup }, ...extra });
const AT_ONCE = { whenDisplay: ['immediately', 0] };

describe('the list rules before their chunk (NO_LISTS)', () => {
  it('answer as the real rules do for lists without entries, which is when the chunk is not fetched', () => {
    expect(NO_LISTS.matchUrl([], 'https://shop.example.com/')).to.equal(listRules.matchUrl([], 'https://shop.example.com/'));
    expect(NO_LISTS.isHostAllowed([], 'shop.example.com')).to.equal(listRules.isHostAllowed([], 'shop.example.com'));
    expect(NO_LISTS.isHostAllowed([' '], 'shop.example.com')).to.equal(listRules.isHostAllowed([' '], 'shop.example.com'));
  });
});

describe('the chunks only some widgets need (lazy-parts.ts)', () => {
  it('fetches nothing for widgets without lists, host whitelist or a trigger', async () => {
    expect(await loadedFor([modal(AT_ONCE, { urlWhitelist: [' '] })])).to.deep.equal([]);
    expect(
      await loadedFor([
        makeWidget({ widget_type: 'box' }),
        makeWidget({ widget_type: 'customer_chat', data: { main: { whenDisplay: ['scroll', 30] } } }),
      ]),
    ).to.deep.equal([]);
    expect(await loadedFor([modal({ whenDisplay: ['add_to_cart', 0] })])).to.deep.equal([]);
  });

  it('fetches the list rules for a URL list and hands them over as the parts', async () => {
    expect(await loadedFor([modal(AT_ONCE, { urlBlacklist: ['/cart'] })])).to.deep.equal([LISTS_CHUNK]);
    const { app, widgets } = answerOf([modal(AT_ONCE, { urlBlacklist: ['/cart'] })]);
    const parts = await loadLazyParts(app, widgets, async (path) => (path === LISTS_CHUNK ? listRules : pageTriggers));
    expect(parts.lists).to.equal(listRules);
    expect(parts.triggers).to.equal(undefined);
  });

  it('fetches the list rules when the host whitelist applies to an overlay', async () => {
    expect(await loadedFor([modal(AT_ONCE, {}, { channel: 'sms' })], { pageId: '1', whitelist: ['shop.example.com'] })).to.deep.equal([
      LISTS_CHUNK,
    ]);
    expect(await loadedFor([modal(AT_ONCE, {}, { channel: 'sms' })], { pageId: '1', whitelist: [] })).to.deep.equal([]);
  });

  it('fetches the page triggers for a widget that opens on scroll, delay, anchor or exit intent', async () => {
    expect(await loadedFor([modal({ whenDisplay: ['anchor', 'pricing'] })])).to.deep.equal([TRIGGERS_CHUNK]);
    expect(await loadedFor([modal({ whenDisplay: ['exit_intent', 0] })])).to.deep.equal([TRIGGERS_CHUNK]);
    expect(await loadedFor([modal({ whenDisplay: ['scroll', 30] })])).to.deep.equal([TRIGGERS_CHUNK]);
    expect(await loadedFor([modal({ whenDisplay: ['delay', 5] })])).to.deep.equal([TRIGGERS_CHUNK]);
    // A modal's default is ["scroll", 30].
    expect(await loadedFor([modal()])).to.deep.equal([TRIGGERS_CHUNK]);
  });

  it('fetches the page triggers for a launcher, whose popover the UI opens by the page signals', async () => {
    expect(await loadedFor([makeWidget({ widget_type: 'omnichat' })])).to.deep.equal([TRIGGERS_CHUNK]);
  });

  it('rejects when a needed chunk cannot be fetched', async () => {
    const { app, widgets } = answerOf([modal({ whenDisplay: ['anchor', 'pricing'] })]);
    const failure = new Error('blocked');
    let caught: unknown;
    await loadLazyParts(app, widgets, () => Promise.reject(failure)).catch((error: unknown) => (caught = error));
    expect(caught).to.equal(failure);
  });
});
