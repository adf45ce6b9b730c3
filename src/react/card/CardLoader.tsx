/** The loader an inline card shows before its first render (docs/elements.md#before-it-is-shown), 40 px. */
import { css, keyframes } from '../../../styles/css';
import { BRAND_COLOR } from '../../../styles/palette';
import { SPINNER_SIZE_PX } from '../../runtime/constants';
import { useClassNames } from '../use-class-names';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const spinner = css`
  display: block;
  width: ${SPINNER_SIZE_PX}px;
  height: ${SPINNER_SIZE_PX}px;
  margin: 20px auto;
  border: 4px solid rgba(0, 0, 0, 0.12);
  border-top-color: var(--mc-spinner-color, ${BRAND_COLOR});
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function CardLoader() {
  const cx = useClassNames();
  return <span part="loader" role="status" aria-label="Loading" className={cx(spinner)} />;
}
