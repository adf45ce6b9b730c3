/**
 * The SMS card's button: the owner's `smsButtonText` (editable in place in the preview), in the
 * card's button colours, with a spinner instead of the text while its request runs.
 */
import type { ResolvedWidget } from '../../runtime/config';
import { buttonStyle } from '../card/card-palette';
import { Editable } from '../preview/Editable';
import { SmsSpinner } from './SmsSpinner';
import { button } from './sms-styles';
import { useClassNames } from '../use-class-names';

interface SmsButtonProps {
  widget: ResolvedWidget;
  preview: boolean;
  busy: boolean;
  spinnerSize: number;
  type: 'submit' | 'button';
  onClick?: () => void;
}

export function SmsButton({ widget, preview, busy, spinnerSize, type, onClick }: SmsButtonProps) {
  const cx = useClassNames();
  const { colors, smsButtonText } = widget.data.main;
  return (
    <button
      part="sms-button"
      type={type}
      className={cx(button)}
      style={buttonStyle(colors)}
      // Not `disabled`: that would drop the focus of a keyboard user; a second press is ignored instead.
      aria-disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? (
        <SmsSpinner size={spinnerSize} />
      ) : (
        <Editable widgetId={widget.widgetId} field="main.smsButtonText" value={smsButtonText} preview={preview} />
      )}
    </button>
  );
}
