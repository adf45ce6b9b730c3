/**
 * The SMS card on iOS (docs/opt-in.md#sms-keyword-flow): no phone form, one button that opens the
 * messages app with the keyword (and a ref), with a 24 px spinner while the ref is requested.
 * Needs no country data, so it renders without loading the card's chunk.
 */
import { SPINNER_SIZE_IOS_BUTTON_PX } from '../../runtime/constants';
import type { OptInProps } from '../opt-in/opt-in-props';
import { useUiHost } from '../ui-host-context';
import { useInstance } from '../use-store';
import { startSmsKeywordFlow } from './keyword-flow';
import { SmsButton } from './SmsButton';
import { SmsLegal } from './SmsLegal';
import { card } from './sms-styles';
import { useClassNames } from '../use-class-names';

export function SmsKeywordOptIn({ widget, instanceId, preview }: OptInProps) {
  const cx = useClassNames();
  const host = useUiHost();
  const generating = useInstance(instanceId, ({ smsForm }) => smsForm?.isGeneratingRef ?? false);
  const onClick = () => {
    if (preview || generating) return;
    void startSmsKeywordFlow(host, widget, instanceId);
  };
  return (
    <div part="sms-card" className={cx(card)}>
      <SmsButton
        widget={widget}
        preview={preview}
        busy={generating}
        spinnerSize={SPINNER_SIZE_IOS_BUTTON_PX}
        type="button"
        onClick={onClick}
      />
      <SmsLegal widget={widget} />
    </div>
  );
}
