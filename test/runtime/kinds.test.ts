import '../setup';
import { expect } from '@open-wc/testing';
import { defaultsFor } from '../../src/runtime/config/defaults';
import { planAfterSubmit } from '../../src/runtime/after-submit-plan';
import {
  BLOCKING,
  CHAT_VIEW,
  ELEMENT,
  ELEMENT_TAG_BY_TYPE,
  EMBED,
  isKind,
  KNOWN_WIDGET_TYPES,
  kindsWith,
  OVERLAY,
  OVERLAY_WIDGET_TYPES,
  PAGE_API,
  PAGE_SIGNALS,
  PLUGIN,
  RENDERED_WIDGET_TYPES,
  STAYS_AFTER_SUBMIT,
  TAKES_TURNS,
  TRIGGERED,
  type WidgetType,
} from '../../src/runtime/kinds';
import { needsHostWhitelist } from '../../src/runtime/rules/host-whitelist';
import { overlayTurn } from '../../src/runtime/rules/overlay-turns';
import { needsFbSdk } from '../../src/runtime/sdk/needs-fb-sdk';

/** Each fact, with the kinds that have it as docs/elements.md describes them, written out here rather than read from the table. */
const FACTS: Array<{ name: string; fact: number; kinds: readonly WidgetType[] }> = [
  {
    name: 'has an element',
    fact: ELEMENT,
    kinds: ['bar', 'slide_in', 'modal', 'page_takeover', 'button', 'box', 'landing', 'customer_chat', 'checkbox', 'omnichat'],
  },
  { name: 'is an overlay', fact: OVERLAY, kinds: ['bar', 'slide_in', 'modal', 'page_takeover', 'customer_chat', 'omnichat'] },
  { name: 'appears by a trigger', fact: TRIGGERED, kinds: ['bar', 'slide_in', 'modal', 'page_takeover', 'landing'] },
  { name: 'takes turns', fact: TAKES_TURNS, kinds: ['bar', 'slide_in', 'modal', 'page_takeover'] },
  { name: 'blocks the page', fact: BLOCKING, kinds: ['modal', 'page_takeover'] },
  { name: 'is placed as an embed', fact: EMBED, kinds: ['button', 'box'] },
  { name: 'stays after a submit', fact: STAYS_AFTER_SUBMIT, kinds: ['button', 'box', 'landing'] },
  {
    name: "shows the platform's plugin",
    fact: PLUGIN,
    kinds: ['bar', 'slide_in', 'modal', 'page_takeover', 'button', 'box', 'landing', 'checkbox'],
  },
  { name: 'has its view in the chat kinds’ chunk', fact: CHAT_VIEW, kinds: ['customer_chat', 'checkbox', 'omnichat'] },
  { name: 'has a page API in the page stage', fact: PAGE_API, kinds: ['customer_chat', 'checkbox'] },
  { name: "watches the page's signals whatever its trigger", fact: PAGE_SIGNALS, kinds: ['omnichat'] },
];

const NOT_EMBEDDED: readonly WidgetType[] = ['messenger_ref_url', 'ads_json', 'feed_comment', 'messenger_code'];

/** What each rule that asks a fact answers for a kind; each must agree with the table. */
const ANSWERS: Array<{ fact: number; question: string; answer: (type: WidgetType) => boolean }> = [
  { fact: ELEMENT, question: 'its element tag', answer: (type) => type in ELEMENT_TAG_BY_TYPE },
  {
    fact: OVERLAY,
    question: 'the host whitelist applies to it on the sms channel',
    answer: (type) => needsHostWhitelist({ widget_type: type, channel: 'sms' }, ''),
  },
  {
    fact: TRIGGERED,
    question: 'its default trigger is not `immediately`',
    answer: (type) => defaultsFor(type).main.whenDisplay[0] !== 'immediately',
  },
  {
    fact: TAKES_TURNS,
    question: 'it waits while a modal is open',
    answer: (type) =>
      overlayTurn({
        widgetType: type,
        expectedHeight: 10,
        open: [{ widgetType: 'modal', height: 800 }],
        isPhone: false,
        screenHeight: 800,
        cap: { perVisit: 99, perDay: 99 },
        opens: [],
        now: 0,
      }) === 'wait',
  },
  {
    fact: BLOCKING,
    question: 'on a phone it waits while a bar is open',
    answer: (type) =>
      overlayTurn({
        widgetType: type,
        expectedHeight: 10,
        open: [{ widgetType: 'bar', height: 90 }],
        isPhone: true,
        screenHeight: 1000,
        cap: { perVisit: 99, perDay: 99 },
        opens: [],
        now: 0,
      }) === 'wait',
  },
  {
    fact: STAYS_AFTER_SUBMIT,
    question: 'a submit with a redirect marks it submitted',
    answer: (type) =>
      planAfterSubmit(type, { action: 'redirect', redirect: true, redirectUrl: 'https://shop.example/thanks', redirectTarget: 'same' })
        .markSubmitted,
  },
  {
    fact: PLUGIN,
    question: "the platform's SDK is asked for it on the fb channel",
    answer: (type) => needsFbSdk({ widgetType: type, channel: 'fb' }, { isEuAffected: false }),
  },
];

describe('the table of kinds', () => {
  it('lists every kind the load answer may name, rendered ones first', () => {
    expect([...KNOWN_WIDGET_TYPES]).to.deep.equal([...FACTS[0]!.kinds, ...NOT_EMBEDDED]);
    expect([...RENDERED_WIDGET_TYPES]).to.deep.equal([...FACTS[0]!.kinds]);
    expect([...OVERLAY_WIDGET_TYPES]).to.deep.equal([...FACTS[1]!.kinds]);
  });

  for (const { name, fact, kinds } of FACTS) {
    it(`derives the kinds that ${name}`, () => {
      expect([...kindsWith(fact)].sort()).to.deep.equal([...kinds].sort());
      for (const type of KNOWN_WIDGET_TYPES) expect(isKind(type, fact), type).to.equal(kinds.includes(type));
    });
  }

  it('gives a kind this build does not know no facts', () => {
    for (const { fact } of FACTS) {
      expect(isKind('popup', fact)).to.equal(false);
      expect(isKind('toString', fact)).to.equal(false);
    }
  });

  it('names each element after its kind', () => {
    expect(ELEMENT_TAG_BY_TYPE.slide_in).to.equal('mc-slide-in');
    expect(ELEMENT_TAG_BY_TYPE.customer_chat).to.equal('mc-customer-chat');
    expect(Object.keys(ELEMENT_TAG_BY_TYPE)).to.deep.equal([...RENDERED_WIDGET_TYPES]);
  });

  for (const { fact, question, answer } of ANSWERS) {
    const { name, kinds } = FACTS.find((entry) => entry.fact === fact)!;
    it(`answers "${question}" for exactly the kinds that ${name}`, () => {
      for (const type of KNOWN_WIDGET_TYPES.filter((known) => !NOT_EMBEDDED.includes(known))) {
        expect(answer(type), type).to.equal(kinds.includes(type));
      }
    });
  }
});
