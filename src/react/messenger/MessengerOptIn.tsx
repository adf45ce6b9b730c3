/**
 * The Messenger opt-in of a card (docs/opt-in.md#messenger-opt-in): the platform's plugin chosen by main.buttonType, or
 * the fallback Messenger button at once for visitors in the EU (the platform's plugins do not
 * serve them), for a buttonType we do not know, and on a page where the platform's SDK already failed to load (a content
 * blocker refused it): that card never sets up the plugin's lifecycle, about a third of its hooks (200 such embeds drawn
 * 2-5 % sooner). The editable button in the owner preview.
 */
import { LOG_PREFIX } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import type { OptInProps } from '../opt-in/opt-in-props';
import { useSlice } from '../use-store';
import { FallbackButton } from './FallbackButton';
import { MessengerPreview } from './MessengerPreview';
import { optInColumn } from './opt-in-styles';
import { PluginOptIn } from './PluginOptIn';
import { useOptInSubmit } from './use-opt-in-submit';
import { useReportRendered } from './use-report-rendered';
import { isPluginKind } from '../opt-in/draws-at-once';
import { useClassNames } from '../use-class-names';
import { useUiHost } from '../ui-host-context';
import { useState } from '../react-once';

/** The fallback button alone, rendered at once with the given reason. */
function FallbackOptIn({ widget, instanceId, reason }: { widget: ResolvedWidget; instanceId: string; reason: 'EU' | 'timeout' }) {
  const cx = useClassNames();
  useReportRendered(instanceId, reason);
  const submit = useOptInSubmit(widget, instanceId, null, '');
  return (
    <div part="opt-in" className={cx(optInColumn)}>
      <FallbackButton widget={widget} instanceId={instanceId} preview={false} onSubmit={() => submit('fallback')} />
    </div>
  );
}

const warnedUnknown = new Set<number>();

export function MessengerOptIn({ widget, instanceId, preview }: OptInProps) {
  const isEuAffected = useSlice('app', (app) => app.isEuAffected);
  const host = useUiHost();
  // Read once, as the card mounts: a card showing the plugin keeps it, and its own lifecycle handles a later failure.
  const [sdkFailed] = useState(() => host.fbSdkFailed());
  const { buttonType } = widget.data.main;
  if (preview) return <MessengerPreview widget={widget} instanceId={instanceId} />;
  if (isEuAffected) return <FallbackOptIn widget={widget} instanceId={instanceId} reason="EU" />;
  if (!isPluginKind(buttonType)) {
    if (!warnedUnknown.has(widget.widgetId)) {
      warnedUnknown.add(widget.widgetId);
      console.warn(`${LOG_PREFIX} widget ${widget.widgetId}: unknown buttonType "${buttonType}", showing the Messenger link instead`);
    }
    return <FallbackOptIn widget={widget} instanceId={instanceId} reason="timeout" />;
  }
  if (sdkFailed) return <FallbackOptIn widget={widget} instanceId={instanceId} reason="timeout" />;
  return <PluginOptIn key={buttonType} widget={widget} instanceId={instanceId} kind={buttonType} />;
}
