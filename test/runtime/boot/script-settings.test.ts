import '../../setup';
import { expect } from '@open-wc/testing';
import { accountIdFromFileName, readScriptSettings } from '../../../src/runtime/boot/script-settings';

function script(src: string, attributes: Record<string, string> = {}, nonce = '') {
  return { src, nonce, getAttribute: (name: string) => attributes[name] ?? null };
}

const PAGE = 'https://shop.example.com/products/x';

describe('readScriptSettings (CONTRACT §1)', () => {
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

  it('defaults the host to the origin of the script and the nonce to the script element\'s own', () => {
    const settings = readScriptSettings(script('https://cdn.example.com/js/mc-widgets.js', { 'data-account-id': '1' }, 'own-nonce'), PAGE);
    expect([settings.host, settings.nonce, settings.debug, settings.hash]).to.deep.equal(['https://cdn.example.com', 'own-nonce', false, '']);
  });

  it('takes the account id from the file name when the attribute is missing', () => {
    expect(readScriptSettings(script('https://cdn.example.com/1234567.js'), PAGE).accountId).to.equal('1234567');
  });

  it('resolves a relative script src and a relative host against the page', () => {
    const settings = readScriptSettings(script('/dist/mc-widgets.js', { 'data-host': '/api' }), PAGE);
    expect([settings.scriptUrl, settings.host]).to.deep.equal(['https://shop.example.com/dist/mc-widgets.js', 'https://shop.example.com/api']);
  });

  const fileNames: [string, string][] = [
    ['https://x.example/1234567.js', '1234567'],
    ['https://x.example/a/1234567.js?v=2', '1234567'],
    ['https://x.example/mc-widgets.js', ''],
    ['https://x.example/12ab.js', ''],
    ['https://x.example/1234567.json', ''],
  ];
  for (const [src, expected] of fileNames) {
    it(`accountIdFromFileName(${src}) → ${JSON.stringify(expected)}`, () => expect(accountIdFromFileName(src)).to.equal(expected));
  }
});
