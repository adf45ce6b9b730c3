import '../../setup';
import { expect } from '@open-wc/testing';
import { DEFAULT_OVERLAY_CAP, opensThisVisit, overlayTurn, type TurnInput } from '../../../src/runtime/rules/overlay-turns';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const phone = (input: Partial<TurnInput>): TurnInput => ({
  widgetType: 'slide_in',
  expectedHeight: 213,
  open: [],
  isPhone: true,
  screenHeight: 844,
  cap: DEFAULT_OVERLAY_CAP,
  opens: [],
  now: NOW,
  ...input,
});
const desktop = (input: Partial<TurnInput>) => phone({ isPhone: false, screenHeight: 800, ...input });

describe('overlays that take turns (overlay-turns.ts)', () => {
  const cases: [string, TurnInput, string][] = [
    ['a slide-in alone on a phone opens', phone({}), 'open'],
    // Guards the demo article on a phone: bar (90 px) and full-width slide-in (213 px) covered a third of it.
    [
      'a slide-in waits while a bar is open on a phone (90 + 213 px > 30 % of 844)',
      phone({ open: [{ widgetType: 'bar', height: 90 }] }),
      'wait',
    ],
    ['a small slide-in fits beside a bar on a phone', phone({ expectedHeight: 150, open: [{ widgetType: 'bar', height: 90 }] }), 'open'],
    [
      'a modal waits while a bar is open on a phone',
      phone({ widgetType: 'modal', expectedHeight: 844, open: [{ widgetType: 'bar', height: 90 }] }),
      'wait',
    ],
    [
      'a modal opens beside a bar on a desktop',
      desktop({ widgetType: 'modal', expectedHeight: 800, open: [{ widgetType: 'bar', height: 60 }] }),
      'open',
    ],
    ['a second modal waits for the first', desktop({ widgetType: 'modal', open: [{ widgetType: 'modal', height: 400 }] }), 'wait'],
    [
      'a page takeover waits for an open modal',
      desktop({ widgetType: 'page_takeover', open: [{ widgetType: 'modal', height: 400 }] }),
      'wait',
    ],
    ['a slide-in does not open over an open modal, even on a desktop', desktop({ open: [{ widgetType: 'modal', height: 400 }] }), 'wait'],
    [
      'the launcher is a bubble and does not take turns',
      desktop({ widgetType: 'omnichat', open: [{ widgetType: 'modal', height: 400 }] }),
      'open',
    ],
    [
      'an open launcher takes no turn from a modal',
      desktop({ widgetType: 'modal', open: [{ widgetType: 'omnichat', height: 400 }] }),
      'open',
    ],
    ['the visit cap stops a fourth open', desktop({ opens: [NOW - 3 * MINUTE, NOW - 2 * MINUTE, NOW - MINUTE] }), 'cap'],
    [
      'a new visit (over 30 minutes later) starts again',
      desktop({ opens: [NOW - 90 * MINUTE, NOW - 80 * MINUTE, NOW - 70 * MINUTE] }),
      'open',
    ],
    [
      'the day cap counts the last 24 hours',
      desktop({ cap: { perVisit: 3, perDay: 2 }, opens: [NOW - 300 * MINUTE, NOW - 200 * MINUTE] }),
      'cap',
    ],
    ['a cap of 0 opens nothing by trigger', desktop({ cap: { perVisit: 0, perDay: 6 } }), 'cap'],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => expect(overlayTurn(input)).to.equal(expected));
  }

  it('counts a visit as the opens each less than 30 minutes after the one before', () => {
    expect(opensThisVisit([NOW - 100 * MINUTE, NOW - 50 * MINUTE, NOW - 25 * MINUTE, NOW - MINUTE], NOW)).to.equal(3);
    expect(opensThisVisit([], NOW)).to.equal(0);
  });
});
