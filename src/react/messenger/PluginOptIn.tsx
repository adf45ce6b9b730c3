/**
 * The opt-in through the platform's plugin (docs/opt-in.md#button-type, docs/opt-in.md#checkbox-type):
 * the send-to-messenger button, or the messenger checkbox with our submit button under it. The
 * fallback Messenger button takes the plugin's place when it cannot render or hides itself.
 */
import { messengerPageId } from '../../runtime/config';
import { useRef } from '../react-once';
import type { ResolvedWidget } from '../../runtime/config';
import { useInstance, useSlice } from '../use-store';
import { checkboxUserRef } from './checkbox-user-ref';
import { FallbackButton } from './FallbackButton';
import { buttonStyle } from '../card/card-palette';
import { actionButton, optInColumn, pluginBox } from './opt-in-styles';
import { CheckboxPlugin, SendToMessengerPlugin } from './PluginMarkup';
import { useMessengerRef } from './use-messenger-link';
import { useOptInSubmit } from './use-opt-in-submit';
import { optInButtonLabel } from './opt-in-button-label';
import { usePluginLifecycle, type PluginKind } from './use-plugin-lifecycle';
import { usePluginRenderCheck } from './use-plugin-render-check';
import { useClassNames } from '../use-class-names';

interface PluginOptInProps {
  widget: ResolvedWidget;
  instanceId: string;
  kind: PluginKind;
}

export function PluginOptIn({ widget, instanceId, kind }: PluginOptInProps) {
  const cx = useClassNames();
  const { main } = widget.data;
  const appId = useSlice('app', (app) => app.appId);
  const pageId = useSlice('app', messengerPageId);
  const checked = useInstance(instanceId, ({ instance }) => instance?.checkbox.checked === true);
  const messengerRef = useMessengerRef(widget, instanceId);
  const userRef = kind === 'checkbox' ? checkboxUserRef(instanceId) : '';
  const pluginKey = kind === 'button' ? messengerRef : userRef;
  const wrapper = useRef<HTMLDivElement>(null);

  // The plugin's click event needs the submit, and the submit needs the SDK the plugin loaded.
  const submitRef = useRef<ReturnType<typeof useOptInSubmit> | null>(null);
  const { fb, failed, hidden, rendered } = usePluginLifecycle({
    instanceId,
    kind,
    pluginKey,
    wrapper,
    onClicked: () => submitRef.current?.('button'),
  });
  const submit = useOptInSubmit(widget, instanceId, fb, userRef);
  submitRef.current = submit;

  const pluginShown = !failed && !hidden;
  usePluginRenderCheck(instanceId, wrapper, pluginShown);

  return (
    <div part="opt-in" className={cx(optInColumn)}>
      {!failed && (
        <div part="plugin" className={cx(pluginBox)} ref={wrapper} key={pluginKey} hidden={hidden}>
          {kind === 'button' ? (
            <SendToMessengerPlugin
              appId={appId}
              pageId={pageId}
              messengerRef={messengerRef}
              buttonBackground={main.buttonBackground}
              buttonSize={main.buttonSize}
            />
          ) : (
            <CheckboxPlugin
              appId={appId}
              pageId={pageId}
              userRef={userRef}
              buttonSize={main.buttonSize}
              skin={main.skin}
              centered={main.centered}
            />
          )}
        </div>
      )}
      {kind === 'checkbox' && pluginShown && rendered && (
        <button
          part="submit-button"
          type="button"
          className={cx(actionButton)}
          style={buttonStyle(main.colors)}
          aria-disabled={!checked}
          onClick={() => submit(main.buttonType)}
        >
          {optInButtonLabel(main.optInButtonText)}
        </button>
      )}
      {!pluginShown && <FallbackButton widget={widget} instanceId={instanceId} preview={false} onSubmit={() => submit('fallback')} />}
    </div>
  );
}
