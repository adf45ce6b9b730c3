/**
 * The error block above the SMS button (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms, docs/opt-in.md#sms-by-phone-number):
 * the last error of the instance. It stays in
 * the page while empty so screen readers announce a message the moment it appears.
 */
import { useInstance } from '../use-store';
import { errorBlock } from './sms-styles';

const NONE: readonly string[] = [];

export function SmsErrors({ instanceId, id }: { instanceId: string; id?: string }) {
  const errors = useInstance(instanceId, ({ overlay }) => overlay?.errors ?? NONE);
  return (
    <div part="sms-errors" id={id} role="alert" css={errorBlock}>
      {errors.length ? errors[errors.length - 1] : null}
    </div>
  );
}
