/**
 * The close control of an overlay: a button named `Close` (docs/elements.md#the-kinds), at the end corner (the left one in right-to-left).
 */
import { css } from '../../../styles/css';
import { useClassNames } from '../use-class-names';

const button = css`
  position: absolute;
  inset-block-start: 6px;
  inset-inline-end: 6px;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.8;
  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;

export function CloseButton({ onClose, color }: { onClose: () => void; color?: string }) {
  const cx = useClassNames();
  return (
    <button type="button" part="close" aria-label="Close" className={cx(button)} style={color ? { color } : undefined} onClick={onClose}>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
