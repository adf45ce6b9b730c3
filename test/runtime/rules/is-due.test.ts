import '../../setup';
import { expect } from '@open-wc/testing';
import { isDue, type DueInput, type GuardVerdict, type OpenGuardSetup } from '../../../src/runtime/rules/is-due';
import { isRenderReady, type RenderInput } from '../../../src/runtime/rules/render-ready';
import { NO_LISTS } from '../../../src/runtime/rules/lists';
import { matchUrl } from '../../../src/runtime/rules/url-pattern';
import { REPEAT_UNIT_MS } from '../../../src/runtime/constants';

const NOW = 1_700_000_000_000;

/** An input every guard accepts; each row breaks only what it tests. */
function makeInput(overrides: Partial<Omit<DueInput, 'setup'>> = {}, setup: Partial<OpenGuardSetup> = {}): DueInput {
  return {
    url: 'https://shop.example.com/blog/post',
    matchUrl,
    device: 'desktop',
    now: NOW,
    page: { maxScroll: 50, secondsSpent: 0, exitIntent: false, anchors: [] },
    history: {},
    ...overrides,
    setup: { whenDisplay: ['scroll', 30], showAgain: ['days', 3], showAgainIfClosed: ['never', 0], ...setup },
  };
}

const shownAnHourAgo = { history: { lastImpression: NOW - REPEAT_UNIT_MS.hours } };
const wrongRoute = { urlWhitelist: ['/shop/**'] };
const hiddenOnDesktop = { hideOnMobile: 'desktop' };
const notScrolledEnough = { whenDisplay: ['scroll', 90] } as const;

const ALL_FAIL = makeInput({ ...shownAnHourAgo }, { ...wrongRoute, ...hiddenOnDesktop, ...notScrolledEnough });

const rows: Array<{ input: DueInput; expected: GuardVerdict; why: string }> = [
  { input: makeInput(), expected: { ok: true }, why: 'every guard passes' },
  // "Then, unless ignored: the route ... repeated display ... device ... entrance"
  { input: makeInput({}, wrongRoute), expected: { ok: false, guard: 'route' }, why: '"the route (URL rule) must match"' },
  { input: makeInput({ ...shownAnHourAgo }), expected: { ok: false, guard: 'repeatedDisplay' }, why: '"repeated display must be allowed"' },
  { input: makeInput({}, hiddenOnDesktop), expected: { ok: false, guard: 'device' }, why: '"the device must be allowed"' },
  { input: makeInput({}, notScrolledEnough), expected: { ok: false, guard: 'entrance' }, why: '"the entrance trigger must be ready"' },
  { input: ALL_FAIL, expected: { ok: false, guard: 'route' }, why: 'the first refusing guard in spec order is named' },
  {
    input: makeInput({ ...shownAnHourAgo }, { ...hiddenOnDesktop, ...notScrolledEnough }),
    expected: { ok: false, guard: 'repeatedDisplay' },
    why: 'repeated display comes before device and entrance',
  },
  {
    input: makeInput({}, { ...hiddenOnDesktop, ...notScrolledEnough }),
    expected: { ok: false, guard: 'device' },
    why: 'device comes before entrance',
  },
  // "Ignore flags: all, route, repeatedDisplay, device, entrance"
  { input: makeInput({ ignore: ['route'] }, wrongRoute), expected: { ok: true }, why: 'ignore flag route skips the URL rule' },
  {
    input: makeInput({ ...shownAnHourAgo, ignore: ['repeatedDisplay'] }),
    expected: { ok: true },
    why: 'ignore flag repeatedDisplay skips the repeat rule',
  },
  { input: makeInput({ ignore: ['device'] }, hiddenOnDesktop), expected: { ok: true }, why: 'ignore flag device skips the device rule' },
  {
    input: makeInput({ ignore: ['entrance'] }, notScrolledEnough),
    expected: { ok: true },
    why: 'ignore flag entrance skips the entrance trigger',
  },
  { input: { ...ALL_FAIL, ignore: ['all'] }, expected: { ok: true }, why: 'ignore flag all skips route, repeat, device and entrance' },
  {
    input: { ...ALL_FAIL, ignore: ['route'] },
    expected: { ok: false, guard: 'repeatedDisplay' },
    why: 'ignoring one guard still reports the next',
  },
  {
    input: { ...ALL_FAIL, ignore: ['route', 'repeatedDisplay', 'device'] },
    expected: { ok: false, guard: 'entrance' },
    why: 'flags combine',
  },
  { input: makeInput({ ignore: ['device'] }, wrongRoute), expected: { ok: false, guard: 'route' }, why: 'a flag skips only its own guard' },
  { input: makeInput({ ignore: [] }, wrongRoute), expected: { ok: false, guard: 'route' }, why: 'an empty ignore list skips nothing' },
  // "A manual open ignores the entrance trigger."
  { input: makeInput({ mode: 'manual' }, notScrolledEnough), expected: { ok: true }, why: '"A manual open ignores the entrance trigger"' },
  { input: makeInput({ mode: 'manual' }, wrongRoute), expected: { ok: false, guard: 'route' }, why: 'a manual open still obeys the route' },
  {
    input: makeInput({ mode: 'manual', ...shownAnHourAgo }),
    expected: { ok: false, guard: 'repeatedDisplay' },
    why: 'a manual open still obeys the repeat rule',
  },
  {
    input: makeInput({ mode: 'manual' }, hiddenOnDesktop),
    expected: { ok: false, guard: 'device' },
    why: 'a manual open still obeys the device rule',
  },
  {
    input: makeInput({ mode: 'trigger' }, notScrolledEnough),
    expected: { ok: false, guard: 'entrance' },
    why: 'a trigger open waits for its entrance',
  },
  {
    input: makeInput({ mode: 'trigger' }, { whenDisplay: ['add_to_cart', 0] }),
    expected: { ok: false, guard: 'entrance' },
    why: 'an add-to-cart widget never opens by trigger',
  },
  {
    input: makeInput({ mode: 'manual' }, { whenDisplay: ['add_to_cart', 0] }),
    expected: { ok: true },
    why: 'the store integration opens an add-to-cart widget manually',
  },
  // "A force open ignores everything."
  { input: { ...ALL_FAIL, mode: 'force' }, expected: { ok: true }, why: '"A force open ignores everything"' },
  {
    input: makeInput({ mode: 'trigger' }, notScrolledEnough),
    expected: { ok: false, guard: 'entrance' },
    why: 'a trigger open waits for the entrance trigger',
  },
  {
    input: makeInput({ ignore: ['all'] }, { ...wrongRoute, ...hiddenOnDesktop }),
    expected: { ok: true },
    why: 'ignore all skips every display rule',
  },
  {
    input: makeInput({ ignore: ['route', 'device'] }, { ...wrongRoute, ...hiddenOnDesktop, ...notScrolledEnough }),
    expected: { ok: false, guard: 'entrance' },
    why: 'ignore flags skip only the guards they name',
  },
  // Without the list rules' chunk (no widget on the page has a list), no pattern matches.
  {
    input: makeInput({ matchUrl: NO_LISTS.matchUrl }, { urlBlacklist: ['/blog/**'] }),
    expected: { ok: true },
    why: 'without the list rules a blacklist matches nothing',
  },
];

// "the social SDK must be ready and the instance rendered": asked once the view rendered, before it shows.
const renderRows: Array<{ input: RenderInput; expected: GuardVerdict; why: string }> = [
  { input: { sdkReady: true, rendered: true }, expected: { ok: true }, why: 'ready and rendered' },
  { input: { sdkReady: false, rendered: true }, expected: { ok: false, guard: 'sdk' }, why: '"the social SDK must be ready"' },
  { input: { sdkReady: true, rendered: false }, expected: { ok: false, guard: 'rendered' }, why: '"and the instance rendered"' },
  { input: { sdkReady: false, rendered: false }, expected: { ok: false, guard: 'sdk' }, why: 'the SDK is checked before rendering' },
  {
    input: { sdkReady: true, rendered: false, mode: 'manual' },
    expected: { ok: false, guard: 'rendered' },
    why: 'a manual open still needs the instance rendered',
  },
  {
    input: { sdkReady: false, rendered: false, mode: 'force' },
    expected: { ok: true },
    why: '"A force open ignores everything": the SDK and render checks too',
  },
];

describe('isRenderReady (docs/display-rules.md#open-guards)', () => {
  for (const { input, expected, why } of renderRows) {
    it(`${JSON.stringify(expected)}: ${why}`, () => {
      expect(isRenderReady(input)).to.deep.equal(expected);
    });
  }
});

describe('isDue (docs/display-rules.md#open-guards)', () => {
  for (const { input, expected, why } of rows) {
    it(`${JSON.stringify(expected)}: ${why}`, () => {
      expect(isDue(input)).to.deep.equal(expected);
    });
  }

  it('passes the repeat rule the manual close from history', () => {
    const history = { lastImpression: NOW - 5 * REPEAT_UNIT_MS.days, manualClose: true };
    expect(isDue(makeInput({ history }))).to.deep.equal({ ok: false, guard: 'repeatedDisplay' });
    expect(isDue(makeInput({ history: { ...history, manualClose: false } }))).to.deep.equal({ ok: true });
  });

  it('uses the device passed in', () => {
    const setup = { hideOnMobile: true };
    expect(isDue(makeInput({ device: 'mobile' }, setup))).to.deep.equal({ ok: false, guard: 'device' });
    expect(isDue(makeInput({ device: 'desktop' }, setup))).to.deep.equal({ ok: true });
  });
});
