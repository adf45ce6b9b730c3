/**
 * Mounts the SMS opt-in control on its own, in a shadow root with its Emotion cache, against a
 * store and a UiHost of spies (as test/support/mount-widget.ts does for whole elements), so these
 * tests do not depend on the card views around it. `remount()` unmounts React and mounts again,
 * as r2wc does when an element is moved in the page.
 */
import { CacheProvider } from '@emotion/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import sinon from 'sinon';
import { parseLoadAnswer, resolveWidget, type ResolvedWidget } from '../../../src/runtime/config';
import { createStore, type Store } from '../../../src/runtime/store';
import type { UiHost } from '../../../src/runtime/ui-host';
import { cacheFor } from '../../../src/react/emotion-cache';
import { setUiHost } from '../../../src/react/ui-host-context';
import { SmsOptIn } from '../../../src/react/sms/SmsOptIn';
import { makeWidget } from '../../support/factories';

export interface SmsHost extends UiHost {
  close: sinon.SinonSpy;
  submitted: sinon.SinonSpy;
  optedIn: sinon.SinonSpy;
  rendered: sinon.SinonSpy;
  failed: sinon.SinonSpy;
  post: sinon.SinonStub;
  pixel: { sessionId: sinon.SinonStub; checkOptin: sinon.SinonStub; logAnalytics: sinon.SinonSpy; logWidgetEvent: sinon.SinonSpy };
}

export interface SmsMount {
  root: ShadowRoot;
  store: Store;
  host: SmsHost;
  widget: ResolvedWidget;
  instanceId: string;
  remount(): void;
  unmount(): void;
}

export interface SmsMountOptions {
  app?: Record<string, unknown>;
  preview?: boolean;
}

let counter = 0;

export function mountSms(raw: Record<string, unknown> = {}, options: SmsMountOptions = {}): SmsMount {
  const answer = parseLoadAnswer({
    app: { pageId: '1234567', widget_phone: '+15550100', sms_channel_connected: true, ...options.app },
    widgets: [makeWidget({ widget_type: 'box', channel: 'sms', sms_keyword: 'JOIN', ...raw })],
  });
  if (!answer.ok || !answer.widgets[0]) throw new Error('test widget not loaded');
  const resolved = resolveWidget(answer.widgets[0]);
  if (resolved.kind !== 'widget') throw new Error(resolved.reason);
  const widget = resolved.widget;
  const store = createStore({ route: { url: location.href, lastChange: Date.now() }, session: { userId: 'visitor', widgets: {} } });
  store.configLoaded(answer.app, answer.widgets);
  const instanceId = `${widget.widgetId}-sms${++counter}`;
  store.instanceAdded(instanceId, widget.widgetId);
  const host = {
    store,
    settings: { scriptUrl: '', accountId: '1234567', host: location.origin, hash: '', nonce: '', fbSdkUrl: '', locale: '', debug: false },
    pixel: {
      sessionId: sinon.stub().returns('session1'),
      checkOptin: sinon.stub().resolves(false),
      logAnalytics: sinon.spy(),
      logWidgetEvent: sinon.spy(),
    },
    close: sinon.spy((id: string, manual: boolean) => store.closed(id, manual)),
    submitted: sinon.spy((id: string) => store.submitted(id)),
    optedIn: sinon.spy((id: string) => store.optedIn(id)),
    rendered: sinon.spy((id: string, reason: Parameters<UiHost['rendered']>[1]) => store.rendered(id, reason)),
    failed: sinon.spy(),
    post: sinon.stub().resolves({ state: true, errors: [] }),
  } as unknown as SmsHost;
  setUiHost(host);

  const element = document.createElement('div');
  document.body.appendChild(element);
  const root = element.attachShadow({ mode: 'open' });
  let react: Root | undefined;
  const mount = () => {
    const reactRoot = createRoot(root);
    react = reactRoot;
    // Synchronous, so "after mount" starts when mountSms returns (fake clocks count from there).
    flushSync(() =>
      reactRoot.render(
        <CacheProvider value={cacheFor(root, '')}>
          <SmsOptIn widget={widget} instanceId={instanceId} preview={options.preview ?? false} />
        </CacheProvider>,
      ),
    );
  };
  mount();
  return {
    root,
    store,
    host,
    widget,
    instanceId,
    remount() {
      react?.unmount();
      mount();
    },
    unmount() {
      react?.unmount();
      element.remove();
    },
  };
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));
}

/** A promise with its settle functions, for requests the test answers later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const $ = <T extends Element = HTMLElement>(root: ShadowRoot, selector: string) => root.querySelector<T>(selector);

/** Waits (real timers) until `find` returns something truthy. */
export async function waitFor<T>(find: () => T | null | undefined | false, what = 'the element', timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
