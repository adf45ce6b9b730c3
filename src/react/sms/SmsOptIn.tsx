/**
 * The opt-in control of an `sms` widget (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms, docs/opt-in.md#sms-by-phone-number).
 * On iOS, with a number to text, it is the
 * keyword button; elsewhere (and in the owner's preview) the phone form, whose module and country
 * data load as a separate chunk on first use. The instance counts as rendered 100 ms after mount
 * (docs/opt-in.md#render-reasons: "SMS card fallback renders after 100 ms"), at once in the preview.
 */
import { lazy, Suspense, useEffect, useMemo } from '../react-once';
import { SMS_CARD_FALLBACK_RENDER_MS, SPINNER_SIZE_PX } from '../../runtime/constants';
import type { OptInProps } from '../opt-in/opt-in-props';
import { useUiHost } from '../ui-host-context';
import { useSlice } from '../use-store';
import { ChunkBoundary } from '../ChunkBoundary';
import { isIos } from './device';
import { SmsKeywordOptIn } from './SmsKeywordOptIn';
import { SmsSpinner } from './SmsSpinner';
import { centered } from './sms-styles';
import { useClassNames } from '../use-class-names';

const SmsCard = lazy(() => import('./sms-card-chunk'));

export function SmsOptIn({ widget, instanceId, preview }: OptInProps) {
  const cx = useClassNames();
  const host = useUiHost();
  useEffect(() => {
    if (preview) {
      host.rendered(instanceId, 'normal');
      return undefined;
    }
    const timer = setTimeout(() => host.rendered(instanceId, 'normal'), SMS_CARD_FALLBACK_RENDER_MS);
    return () => clearTimeout(timer);
  }, [host, instanceId, preview]);

  const ios = useMemo(() => isIos(), []);
  const hasPhone = useSlice('app', (app) => app.widgetPhone.trim() !== '');
  if (ios && hasPhone && !preview) return <SmsKeywordOptIn widget={widget} instanceId={instanceId} preview={preview} />;

  return (
    <ChunkBoundary what="the SMS card">
      <Suspense
        fallback={
          <div className={cx(centered)}>
            <SmsSpinner size={SPINNER_SIZE_PX} />
          </div>
        }
      >
        <SmsCard widget={widget} instanceId={instanceId} preview={preview} />
      </Suspense>
    </ChunkBoundary>
  );
}
