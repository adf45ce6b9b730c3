// Which cards' opt-in controls draw their final form in their first render, so the card shows no loader
// (docs/elements.md#before-it-is-shown).
import '../../setup';
import { expect } from '@open-wc/testing';
import { drawsAtOnce } from '../../../src/react/opt-in/draws-at-once';

const card = (channel: string, buttonType: string) => ({ channel, data: { main: { buttonType } } }) as Parameters<typeof drawsAtOnce>[0];
const none = { preview: false, isEuAffected: false, sdkFailed: false };

describe('drawsAtOnce', () => {
  const cases: [string, Parameters<typeof drawsAtOnce>[0], typeof none, boolean][] = [
    ['the send-to-messenger plugin, its SDK still to load', card('fb', 'button'), none, false],
    ['the checkbox plugin, its SDK still to load', card('fb', 'checkbox'), none, false],
    ['a `none` channel card (treated as fb), its SDK still to load', card('none', 'button'), none, false],
    ['the plugin once the SDK failed on the page', card('fb', 'button'), { ...none, sdkFailed: true }, true],
    ['the checkbox once the SDK failed on the page', card('fb', 'checkbox'), { ...none, sdkFailed: true }, true],
    ['an EU page: the fallback button', card('fb', 'button'), { ...none, isEuAffected: true }, true],
    ['the owner preview', card('fb', 'checkbox'), { ...none, preview: true }, true],
    ['a button type we do not know: the fallback button', card('fb', 'dropdown'), none, true],
    ['an empty button type', card('fb', ''), none, true],
    ['the SMS card', card('sms', 'button'), none, false],
    ['the SMS card, even with the SDK failed', card('sms', 'button'), { ...none, sdkFailed: true }, false],
    ['the SMS card in the preview (it reports once its form is in)', card('sms', 'button'), { ...none, preview: true }, false],
  ];
  for (const [what, widget, circumstances, expected] of cases) {
    it(`${expected ? 'draws at once' : 'waits'}: ${what}`, () => {
      expect(drawsAtOnce(widget, circumstances)).to.equal(expected);
    });
  }
});
