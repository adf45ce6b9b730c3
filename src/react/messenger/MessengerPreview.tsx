/**
 * The owner preview (docs/elements.md#the-owner-preview): rendered at once, nothing loaded or sent. It shows the Messenger
 * button as visitors see it. The ref an opt-in from here would carry is information for the owner,
 * not part of the card: it goes on the host as `data-preview-ref`, and the preview page shows it
 * beside the widget.
 */
import { useEffect, useRef } from '../react-once';
import type { ResolvedWidget } from '../../runtime/config';
import { FallbackButton } from './FallbackButton';
import { optInColumn } from './opt-in-styles';
import { useMessengerRef } from './use-messenger-link';
import { useReportRendered } from './use-report-rendered';
import { useClassNames } from '../use-class-names';

const PREVIEW_REF_ATTRIBUTE = 'data-preview-ref';

export function MessengerPreview({ widget, instanceId }: { widget: ResolvedWidget; instanceId: string }) {
  const cx = useClassNames();
  useReportRendered(instanceId, 'normal');
  const ref = useMessengerRef(widget, instanceId);
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = column.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    host?.setAttribute(PREVIEW_REF_ATTRIBUTE, ref);
    return () => host?.removeAttribute(PREVIEW_REF_ATTRIBUTE);
  }, [ref]);
  return (
    <div ref={column} part="opt-in" className={cx(optInColumn)}>
      <FallbackButton widget={widget} instanceId={instanceId} preview />
    </div>
  );
}
