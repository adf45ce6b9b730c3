import '../../setup';
import { expect } from '@open-wc/testing';
import { startFbSdkFor } from '../../../src/react/messenger/start-sdk-early';
import { makeWidget } from '../../support/factories';
import { createTestInstance, mountWidget, type Mounted } from '../../support/mount-widget';

describe('the SDK asked for as a messenger element connects', () => {
  const sdkScript = () => document.getElementById('facebook-jssdk');
  let element: HTMLElement | undefined;
  let mounted: Mounted | undefined;
  afterEach(() => {
    element?.remove();
    element = undefined;
    mounted?.unmount();
    mounted = undefined;
    sdkScript()?.remove();
    delete (window as { fbAsyncInit?: unknown }).fbAsyncInit;
  });

  function place(rawWidget: Record<string, unknown>, { app = {}, attributes = {}, onPage = true }: { app?: Record<string, unknown>; attributes?: Record<string, string>; onPage?: boolean } = {}) {
    const { host, instanceId } = createTestInstance(rawWidget, { app, settings: { fbSdkUrl: '/not-there/sdk.js' } });
    element = document.createElement('mc-test-widget');
    element.setAttribute('data-instance-id', instanceId);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (onPage) document.body.appendChild(element);
    startFbSdkFor(element, host);
  }

  const cases: [string, Record<string, unknown>, Parameters<typeof place>[1], boolean][] = [
    ['a messenger box on the page', makeWidget({ widget_type: 'box' }), {}, true],
    ['a messenger modal whose element was added', makeWidget({ widget_type: 'modal' }), {}, true],
    ['a checkbox', makeWidget({ widget_type: 'checkbox' }), {}, true],
    ['an SMS box (no plugin)', makeWidget({ widget_type: 'box', channel: 'sms' }), {}, false],
    ['the launcher (links only)', makeWidget({ widget_type: 'omnichat', channel: 'omni' }), {}, false],
    ['a messenger box in the owner preview', makeWidget({ widget_type: 'box' }), { attributes: { preview: '' } }, false],
    ['a messenger box on an EU page (fallback without the SDK)', makeWidget({ widget_type: 'box' }), { app: { is_eu_affected: true } }, false],
    ['an overlay not on the page yet (not due)', makeWidget({ widget_type: 'modal' }), { onPage: false }, false],
  ];
  it('is asked for by the element itself, as it connects, before its view has rendered', () => {
    mounted = mountWidget(makeWidget({ widget_type: 'box' }), { settings: { fbSdkUrl: '/not-there/sdk.js' } });
    expect(mounted.root.childElementCount, 'nothing rendered yet').to.equal(0);
    expect(sdkScript()?.getAttribute('src')).to.equal('/not-there/sdk.js');
  });

  for (const [what, widget, options, requested] of cases) {
    it(`${requested ? 'asks for it' : 'does not ask for it'} for ${what}`, () => {
      place(widget, options);
      expect(sdkScript()?.getAttribute('src') ?? null).to.equal(requested ? '/not-there/sdk.js' : null);
    });
  }
});
