import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { normaliseSdkLocale, pickSdkLocale, sdkScriptUrl } from '../../../src/runtime/sdk/fb-sdk-url';
import { checkboxSize, checkboxSkin, sendToMessengerColor, sendToMessengerSize } from '../../../src/react/messenger/plugin-attributes';
import { parseRenderTimeout, readRenderTimeout } from '../../../src/react/messenger/render-timeout';
import { checkboxUserRef } from '../../../src/react/messenger/checkbox-user-ref';
import { RENDER_TIMEOUT_MS, STORAGE_KEYS } from '../../../src/runtime/constants';
import { makeStorage } from '../../support/fake-storage';

describe('SDK locale and URL', () => {
  const locales: Array<[string | null | undefined, string | null]> = [
    ['en_US', 'en_US'],
    ['en-us', 'en_US'],
    ['PT-br', 'pt_BR'],
    [' de-DE ', 'de_DE'],
    ['en', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['de-CH-1996', null],
    ['english', null],
  ];
  for (const [input, expected] of locales) {
    it(`normalises ${JSON.stringify(input)} to ${expected}`, () => expect(normaliseSdkLocale(input)).to.equal(expected));
  }

  it('takes the first usable locale: snippet, then app, then browser', () => {
    expect(pickSdkLocale(['fr-FR', 'de_DE', 'en-GB'])).to.equal('fr_FR');
    expect(pickSdkLocale(['', 'de_DE', 'en-GB'])).to.equal('de_DE');
    expect(pickSdkLocale(['', 'de', 'en-GB'])).to.equal('en_GB');
  });

  it('defaults to en_US', () => expect(pickSdkLocale(['', undefined, 'xx'])).to.equal('en_US'));

  it('builds the public SDK URL for the locale', () => {
    expect(sdkScriptUrl({ fbSdkUrl: '', locales: ['es-MX'] })).to.equal('https://connect.facebook.net/es_MX/sdk.js');
  });

  it('prefers data-fb-sdk-url', () => {
    expect(sdkScriptUrl({ fbSdkUrl: 'https://cdn.example.com/fb/sdk.js', locales: ['es-MX'] })).to.equal(
      'https://cdn.example.com/fb/sdk.js',
    );
    expect(sdkScriptUrl({ fbSdkUrl: '/own/sdk.js', locales: [] })).to.equal('/own/sdk.js');
  });

  it('refuses a data-fb-sdk-url that is not a script URL', () => {
    expect(sdkScriptUrl({ fbSdkUrl: 'javascript:alert(1)', locales: [] })).to.equal(null);
    expect(sdkScriptUrl({ fbSdkUrl: 'data:text/javascript,alert(1)', locales: [] })).to.equal(null);
  });
});

describe('plugin attributes', () => {
  const sizes: Array<[string, string, string]> = [
    ['s', 'standard', 'small'],
    ['m', 'large', 'medium'],
    ['l', 'xlarge', 'large'],
    ['standard', 'standard', 'standard'],
    ['large', 'large', 'large'],
    ['xlarge', 'xlarge', 'xlarge'],
    ['huge', 'standard', 'standard'],
  ];
  for (const [buttonSize, button, checkbox] of sizes) {
    it(`maps buttonSize ${buttonSize} to ${button} (button) and ${checkbox} (checkbox)`, () => {
      expect(sendToMessengerSize(buttonSize)).to.equal(button);
      expect(checkboxSize(buttonSize)).to.equal(checkbox);
    });
  }

  it('colours the send-to-messenger button blue or white', () => {
    expect(sendToMessengerColor('blue')).to.equal('blue');
    expect(sendToMessengerColor('white')).to.equal('white');
    expect(sendToMessengerColor('#ff0000')).to.equal('blue');
  });

  it('skins the checkbox light or dark', () => {
    expect(checkboxSkin('dark')).to.equal('dark');
    expect(checkboxSkin('light')).to.equal('light');
    expect(checkboxSkin('neon')).to.equal('light');
  });
});

describe('render time-out', () => {
  const cases: Array<[string | null | undefined, number]> = [
    [null, RENDER_TIMEOUT_MS],
    [undefined, RENDER_TIMEOUT_MS],
    ['', RENDER_TIMEOUT_MS],
    ['1200', 1200],
    [' 800 ', 800],
    ['0', RENDER_TIMEOUT_MS],
    ['-5', RENDER_TIMEOUT_MS],
    ['1.5', RENDER_TIMEOUT_MS],
    ['12abc', RENDER_TIMEOUT_MS],
    ['1e3', RENDER_TIMEOUT_MS],
    ['99999999999999999999', RENDER_TIMEOUT_MS],
  ];
  for (const [raw, expected] of cases) {
    it(`reads ${JSON.stringify(raw)} as ${expected} ms`, () => expect(parseRenderTimeout(raw)).to.equal(expected));
  }

  it('reads the override from local storage', () => {
    const storage = makeStorage({ initial: { [STORAGE_KEYS.renderTimeout]: '2500' } });
    expect(readRenderTimeout(() => storage)).to.equal(2500);
  });

  it('falls back to 5000 ms when storage throws or is missing', () => {
    expect(readRenderTimeout(() => makeStorage({ failReads: true }))).to.equal(RENDER_TIMEOUT_MS);
    expect(
      readRenderTimeout(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).to.equal(RENDER_TIMEOUT_MS);
    expect(readRenderTimeout(() => null)).to.equal(RENDER_TIMEOUT_MS);
  });
});

describe('checkbox user ref', () => {
  it('is a negative number string built from the time in seconds and a random number', () => {
    const userRef = checkboxUserRef(
      'rules-1',
      () => 1_700_000_000_000,
      () => 0,
    );
    expect(userRef).to.equal(String(-(1_700_000_000 + 1)));
  });

  it('stays the same for an instance and differs between instances', () => {
    const random = sinon.stub();
    random.onFirstCall().returns(0.1).onSecondCall().returns(0.2);
    const first = checkboxUserRef('rules-2', () => 1_000_000, random);
    expect(
      checkboxUserRef(
        'rules-2',
        () => 9_000_000,
        () => 0.9,
      ),
    ).to.equal(first);
    expect(checkboxUserRef('rules-3', () => 1_000_000, random)).to.not.equal(first);
  });
});
