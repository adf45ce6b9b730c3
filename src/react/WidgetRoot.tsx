/**
 * Wraps every widget view: where the shadow root's styles go (with the page's CSP nonce) and the
 * reset that keeps the host page's inherited styles (colour, font, rem sizes) out of the widget.
 * Custom properties are not reset by `all`, so owners theme through them; the design tokens
 * (styles/tokens.ts) are declared on the host the same way (docs/elements.md).
 */
import { useInsertionEffect, useMemo, useRef, type ComponentType } from './react-once';
import type { UiHost } from '../runtime/ui-host';
import { TOKENS_RULE } from '../../styles/tokens';
import { RootStyle } from './card/HostStyle';
import { adoptRootSheets, adoptsStyleSheets, rootStyles } from './root-styles';
import { UiHostContext } from './ui-host-context';
import { requestHost } from '../elements/host-request';
import { RootStylesContext } from './use-class-names';

export interface WidgetViewProps {
  widgetId: number;
  instanceId: string;
  /** The element's shadow root; `root.host` is the element (its `preview` attribute, focus return). */
  root: ShadowRoot;
}

/** Props r2wc passes: the data-* attributes of the host element and its shadow root. */
export interface ElementProps {
  dataWidgetId?: number;
  dataInstanceId?: string;
  container?: ShadowRoot;
  /** A host given directly (a rehearsal, elements/rehearsal.ts) instead of asked for. */
  host?: UiHost;
}

const HOST_RESET = /* css */ `
  :host {
    all: initial !important;
    display: block !important;
    font-family: var(--mc-font-family) !important;
    font-size: 16px !important;
    line-height: 1.4 !important;
    color: var(--mc-ink) !important;
    -webkit-font-smoothing: antialiased !important;
    text-rendering: optimizeLegibility !important;
  }
  ${TOKENS_RULE}
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/**
 * The root asks for the UI host of its instance once the element is claimed (host-request.ts), and
 * renders nothing while no runtime holds the instance. A root keeps the first host it is given.
 */
export function withWidgetRoot(View: ComponentType<WidgetViewProps>): ComponentType<ElementProps> {
  function Root({ dataWidgetId, dataInstanceId, container, host }: ElementProps) {
    const bound = useRef<UiHost | undefined>(host);
    if (container && dataInstanceId) bound.current ??= requestHost(container.host, dataInstanceId);
    const nonce = bound.current?.settings.nonce;
    // Where the root's styles go is looked up once as its view renders; its sheets are adopted as the view commits, before its
    // elements are inserted (root-styles.ts, rootStyles: 200 embeds drawn about a sixth sooner).
    const rootStyleTarget = useMemo(
      () => (container && nonce !== undefined ? rootStyles(container, nonce) : undefined),
      [container, nonce],
    );
    useInsertionEffect(() => {
      if (container && rootStyleTarget) adoptRootSheets(container, HOST_RESET);
    }, [container, rootStyleTarget]);
    if (!bound.current || !container || !dataWidgetId || !dataInstanceId) return null;
    return (
      <UiHostContext.Provider value={bound.current}>
        <RootStylesContext.Provider value={rootStyleTarget}>
          {/* Where the root adopts sheets, adoptRootSheets adopts the reset with the kind's sheet. */}
          {!adoptsStyleSheets && <RootStyle root={container} cssText={HOST_RESET} />}
          <View widgetId={dataWidgetId} instanceId={dataInstanceId} root={container} />
        </RootStylesContext.Provider>
      </UiHostContext.Provider>
    );
  }
  Root.displayName = `WidgetRoot(${View.displayName ?? View.name})`;
  return Root;
}
