/**
 * `<mc-checkbox>`'s view (docs/elements.md#mc-checkbox): the platform's messenger checkbox alone, in the owner's page,
 * at the configured size and skin, centred or not, under or beside the owner's content. The owner's
 * own button submits it through the page API (`MC.getWidget(id).submit()`). Nothing renders
 * without the SDK, and in the EU, where the platform's plugins do not serve visitors.
 */
import { messengerPageId, type ResolvedWidget } from '../../../runtime/config';
import { css } from '../../../../styles/css';
import { useEffect, useRef } from '../../react-once';
import { hiddenProps, hiddenStyle } from '../../a11y/hidden-until-displayed';
import { usePreview } from '../../card/use-preview';
import { HostStyle } from '../../card/HostStyle';
import { checkboxUserRef } from '../../messenger/checkbox-user-ref';
import { CheckboxPlugin } from '../../messenger/PluginMarkup';
import { usePluginRenderCheck } from '../../messenger/use-plugin-render-check';
import { useUiHost } from '../../ui-host-context';
import { useDisplayed, useSlice } from '../../use-store';
import { useWidget } from '../../use-widget';
import type { WidgetViewProps } from '../../WidgetRoot';
import { checkboxLayout, type CheckboxLayout } from './checkbox-layout';
import { CheckboxPreview } from './CheckboxPreview';
import { useCheckboxPlugin } from './use-checkbox-plugin';
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';
import { useOptInSubmit } from '../../messenger/use-opt-in-submit';
import { useClassNames } from '../../use-class-names';

/**
 * Lends the page API the checkbox's submit (`MC.getWidget(id).submit()`): it needs the loaded SDK
 * for the user confirmation and the plugin's user_ref, which only the view has. The submit itself
 * is the card checkbox's (docs/opt-in.md#checkbox-type): only when ticked, log the confirmation, keep ref and user
 * ref, opt in, run the after-submit flow.
 */
function useCheckboxControls(widget: ResolvedWidget, instanceId: string, fb: FbSdk | null, userRef: string): void {
  const { controls } = useUiHost();
  const submit = useOptInSubmit(widget, instanceId, fb, userRef);
  useEffect(() => {
    if (!fb) return undefined;
    return controls?.register(instanceId, { submit: () => submit('checkbox')?.outcome === 'submitted' });
  }, [controls, fb, instanceId, submit]);
}

const frame = (layout: CheckboxLayout) => css`
  display: flex;
  justify-content: ${layout.centered ? 'center' : 'flex-start'};
  min-height: 24px;
  max-width: 100%;
  &[hidden] {
    display: none;
  }
`;

/** `side` keeps the element in the line of the owner's content; `bottom` gives it a line of its own. */
const SIDE_HOST = { display: 'inline-block', 'vertical-align': 'middle', 'max-width': '100%' };

function PluginView({ widget, instanceId, layout }: { widget: ResolvedWidget; instanceId: string; layout: CheckboxLayout }) {
  const cx = useClassNames();
  const appId = useSlice('app', (app) => app.appId);
  const pageId = useSlice('app', messengerPageId);
  const displayed = useDisplayed(instanceId);
  const userRef = checkboxUserRef(instanceId);
  const wrapper = useRef<HTMLDivElement>(null);
  const { fb, failed, hidden } = useCheckboxPlugin(instanceId, userRef, wrapper);
  useCheckboxControls(widget, instanceId, fb, userRef);
  usePluginRenderCheck(instanceId, wrapper, !failed && !hidden);

  if (failed) return null;
  return (
    <div
      part="plugin"
      ref={wrapper}
      key={userRef}
      hidden={hidden}
      data-size={layout.size}
      data-skin={layout.skin}
      data-centered={String(layout.centered)}
      data-position={layout.position}
      className={cx(frame(layout), !displayed && hiddenStyle)}
      {...hiddenProps(displayed)}
    >
      <CheckboxPlugin
        appId={appId}
        pageId={pageId}
        userRef={userRef}
        buttonSize={widget.data.main.buttonSize}
        skin={layout.skin}
        centered={layout.centered}
      />
    </div>
  );
}

export function Checkbox({ widgetId, instanceId, root }: WidgetViewProps) {
  const { failed } = useUiHost();
  const widget = useWidget(widgetId);
  const isEuAffected = useSlice('app', (app) => app.isEuAffected);
  const { preview } = usePreview(root);
  const readable = widget !== null;

  useEffect(() => {
    if (!readable) failed(instanceId);
  }, [failed, instanceId, readable]);

  if (!widget) return null;
  const layout = checkboxLayout(widget.data.main);
  const host = <HostStyle root={root} declarations={layout.position === 'side' ? SIDE_HOST : null} />;
  if (preview)
    return (
      <>
        {host}
        <CheckboxPreview instanceId={instanceId} layout={layout} />
      </>
    );
  if (isEuAffected) return null;
  return (
    <>
      {host}
      <PluginView widget={widget} instanceId={instanceId} layout={layout} />
    </>
  );
}
