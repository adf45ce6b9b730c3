import '../setup';
import { expect } from '@open-wc/testing';
import { planAfterSubmit, type SubmittedSettings } from '../../src/runtime/after-submit-plan';

const settings = (overrides: Partial<SubmittedSettings> = {}): SubmittedSettings => ({
  action: 'message',
  redirect: false,
  redirectUrl: '',
  redirectTarget: 'new',
  ...overrides,
});

const toNew = settings({ action: 'redirect', redirectUrl: 'https://shop.example.com/thanks' });
const toSame = settings({ action: 'redirect', redirectUrl: 'https://shop.example.com/thanks', redirectTarget: 'same' });
const NEW_TAB = { url: 'https://shop.example.com/thanks', newTab: true };
const SAME_PAGE = { url: 'https://shop.example.com/thanks', newTab: false };

describe('the after-submit flow (docs/opt-in.md#after-submit)', () => {
  describe('button and landing (and box): redirect first if configured, then mark submitted', () => {
    const cases: [string, string, SubmittedSettings, ReturnType<typeof planAfterSubmit>][] = [
      ['button', 'message', settings(), { redirect: null, refusedRedirect: null, close: false, markSubmitted: true }],
      ['button', 'redirect, new tab', toNew, { redirect: NEW_TAB, refusedRedirect: null, close: false, markSubmitted: true }],
      ['landing', 'redirect, same page', toSame, { redirect: SAME_PAGE, refusedRedirect: null, close: false, markSubmitted: true }],
      [
        'landing',
        'nothing (still marks submitted)',
        settings({ action: 'nothing' }),
        { redirect: null, refusedRedirect: null, close: false, markSubmitted: true },
      ],
      ['box', 'redirect, new tab', toNew, { redirect: NEW_TAB, refusedRedirect: null, close: false, markSubmitted: true }],
    ];
    for (const [kind, what, submitted, plan] of cases) {
      it(`${kind}, ${what}`, () => expect(planAfterSubmit(kind, submitted)).to.deep.equal(plan));
    }
  });

  describe('bar, slide-in, modal, page takeover, omnichat', () => {
    for (const kind of ['bar', 'slide_in', 'modal', 'page_takeover', 'omnichat']) {
      it(`${kind}: a configured redirect is followed and the widget closes, not as a manual close`, () => {
        expect(planAfterSubmit(kind, toNew)).to.deep.equal({ redirect: NEW_TAB, refusedRedirect: null, close: true, markSubmitted: false });
        expect(planAfterSubmit(kind, toSame)).to.deep.equal({
          redirect: SAME_PAGE,
          refusedRedirect: null,
          close: true,
          markSubmitted: false,
        });
      });
      it(`${kind}: the action "nothing" does nothing`, () => {
        expect(planAfterSubmit(kind, settings({ action: 'nothing' }))).to.deep.equal({
          redirect: null,
          refusedRedirect: null,
          close: false,
          markSubmitted: false,
        });
      });
      it(`${kind}: otherwise it marks submitted`, () => {
        expect(planAfterSubmit(kind, settings())).to.deep.equal({
          redirect: null,
          refusedRedirect: null,
          close: false,
          markSubmitted: true,
        });
      });
    }
  });

  describe('what counts as a configured redirect', () => {
    const cases: [string, SubmittedSettings, { url: string; newTab: boolean } | null][] = [
      ['the redirect action with a URL', toNew, NEW_TAB],
      [
        'the redirect flag with a URL, whatever the action',
        settings({ redirect: true, redirectUrl: 'https://shop.example.com/thanks' }),
        NEW_TAB,
      ],
      ['the redirect action without a URL', settings({ action: 'redirect', redirectUrl: '  ' }), null],
      ['a URL without the action or the flag', settings({ redirectUrl: 'https://shop.example.com/thanks' }), null],
      [
        'a host without a scheme gets // prepended',
        settings({ action: 'redirect', redirectUrl: 'shop.example.com/thanks' }),
        { url: '//shop.example.com/thanks', newTab: true },
      ],
      [
        'a path stays a path',
        settings({ action: 'redirect', redirectUrl: '/thanks', redirectTarget: 'same' }),
        { url: '/thanks', newTab: false },
      ],
      [
        'an anchor stays an anchor',
        settings({ action: 'redirect', redirectUrl: '#thanks', redirectTarget: 'same' }),
        { url: '#thanks', newTab: false },
      ],
    ];
    for (const [what, submitted, redirect] of cases) {
      it(what, () => expect(planAfterSubmit('bar', submitted).redirect).to.deep.equal(redirect));
    }
  });

  describe('a redirect whose scheme is not allowed is refused, and the widget shows its thank-you instead', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      it(JSON.stringify(url), () => {
        expect(planAfterSubmit('modal', settings({ action: 'redirect', redirectUrl: url }))).to.deep.equal({
          redirect: null,
          refusedRedirect: url,
          close: false,
          markSubmitted: true,
        });
      });
    }
  });
});
