/**
 * Mounts the SMS opt-in control on its own, in a shadow root with its Emotion cache, against a
 * store and a UiHost of spies (as test/support/mount-widget.ts does for whole elements), so these
 * tests do not depend on the card views around it. `remount()` unmounts React and mounts again,
 * as r2wc does when an element is moved in the page.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { resolveWidget, type ResolvedWidget } from '../../../src/runtime/config';
import type { Store } from '../../../src/runtime/store';
import type { ScriptSettings } from '../../../src/runtime/types';
import { stylesFor } from '../../../src/react/root-styles';
import { UiHostContext } from '../../../src/react/ui-host-context';
import { SmsOptIn } from '../../../src/react/sms/SmsOptIn';
import { makeWidget } from '../../support/factories';
import { createTestInstance, type TestHost } from '../../support/mount-widget';
import { RootStylesContext } from '../../../src/react/use-class-names';

export type SmsHost = TestHost;

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
  settings?: Partial<ScriptSettings>;
}

export function mountSms(raw: Record<string, unknown> = {}, options: SmsMountOptions = {}): SmsMount {
  const instance = createTestInstance(makeWidget({ widget_type: 'box', channel: 'sms', sms_keyword: 'JOIN', ...raw }), {
    app: { widget_phone: '+15550100', sms_channel_connected: true, ...options.app },
    settings: options.settings,
  });
  const widget = resolveWidget(instance.widget);
  const { store, host, instanceId } = instance;

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
        <UiHostContext.Provider value={host}>
          <RootStylesContext.Provider value={stylesFor(root, '')}>
            <SmsOptIn widget={widget} instanceId={instanceId} preview={options.preview ?? false} />
          </RootStylesContext.Provider>
        </UiHostContext.Provider>,
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

export { waitFor } from '../../support/mount-widget';
