/**
 * The SMS card's spinner (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms): 40 px while a request runs, 24 px inside the iOS
 * button.
 */
import { css, keyframes } from '../../../styles/css';
import { SMS_LOADING_LABEL } from '../../runtime/constants';
import { useClassNames } from '../use-class-names';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const ring = css`
  display: inline-block;
  flex: none;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function SmsSpinner({ size }: { size: number }) {
  const cx = useClassNames();
  return <span part="spinner" role="status" aria-label={SMS_LOADING_LABEL} className={cx(ring)} style={{ width: size, height: size }} />;
}
