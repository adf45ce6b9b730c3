import '../setup';
import { expect } from '@open-wc/testing';
import { fromFileName, readScriptSettings } from '../../src/loader/script-settings';

function script(src: string, attributes: Record<string, string> = {}, nonce = '') {
  return { src, nonce, getAttribute: (name: string) => attributes[name] ?? null };
}

const PAGE = 'https://shop.example.com/products/x';

describe('readScriptSettings (docs/page-api.md#the-script-tag)', () => {
  it('reads every attribute of the snippet', () => {
    const settings = readScriptSettings(
      script('https://cdn.example.com/mc-widgets.js', {
        'data-account-id': '1234567',
        'data-host': 'https://api.example.com/',
        'data-hash': 'abc',
        'data-nonce': 'n0nce',
        'data-fb-sdk-url': 'https://sdk.example.com/sdk.js',
        'data-locale': 'de_DE',
        'data-debug': '1',
      }),
      PAGE,
    );
    expect(settings).to.deep.equal({
      scriptUrl: 'https://cdn.example.com/mc-widgets.js',
      accountId: '1234567',
      host: 'https://api.example.com',
      hash: 'abc',
      nonce: 'n0nce',
      fbSdkUrl: 'https://sdk.example.com/sdk.js',
      locale: 'de_DE',
      debug: true,
    });
  });

  it("defaults the host to the origin of the script and the nonce to the script element's own", () => {
    const settings = readScriptSettings(script('https://cdn.example.com/js/mc-widgets.js', { 'data-account-id': '1' }, 'own-nonce'), PAGE);
    expect([settings.host, settings.nonce, settings.debug, settings.hash]).to.deep.equal([
      'https://cdn.example.com',
      'own-nonce',
      false,
      '',
    ]);
  });

  it('takes the account id from the file name when the attribute is missing', () => {
    expect(readScriptSettings(script('https://cdn.example.com/1234567.js'), PAGE).accountId).to.equal('1234567');
  });

  it('resolves a relative script src and a relative host against the page', () => {
    const settings = readScriptSettings(script('/dist/mc-widgets.js', { 'data-host': '/api' }), PAGE);
    expect([settings.scriptUrl, settings.host]).to.deep.equal([
      'https://shop.example.com/dist/mc-widgets.js',
      'https://shop.example.com/api',
    ]);
  });

  // Install names pages already carry: the account's digits, then optionally `_` and the hash.
  const fileNames: [string, string, string][] = [
    ['https://x.example/1234567.js', '1234567', ''],
    ['https://x.example/a/1234567.js?v=2', '1234567', ''],
    ['https://x.example/1234567_ab12cd.js', '1234567', 'ab12cd'],
    ['https://x.example/js/1234567_ab12cd.js?ver=6.4#x', '1234567', 'ab12cd'],
    ['https://x.example/mc-widgets.js', '', ''],
    ['https://x.example/12ab.js', '', ''],
    ['https://x.example/1234567_.js', '', ''],
    ['https://x.example/1234567.json', '', ''],
  ];
  for (const [src, accountId, hash] of fileNames) {
    it(`fromFileName(${src}) → ${JSON.stringify([accountId, hash])}`, () => expect(fromFileName(src)).to.deep.equal({ accountId, hash }));
  }

  it('reads account and hash from /{account}_{hash}.js; data-hash wins over the name', () => {
    const named = readScriptSettings(script('https://cdn.example.com/1234567_ab12cd.js'), PAGE);
    expect([named.accountId, named.hash]).to.deep.equal(['1234567', 'ab12cd']);
    expect(readScriptSettings(script('https://cdn.example.com/1234567_ab12cd.js', { 'data-hash': 'given' }), PAGE).hash).to.equal('given');
  });
});
