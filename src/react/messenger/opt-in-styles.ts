/** Shared looks of the Messenger opt-in: its column, our own buttons (fallback and checkbox submit). */
import { css } from '../../../styles/css';
import { ctaPill } from '../../../styles/base';

export const optInColumn = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  width: 100%;
`;

export const pluginBox = css`
  display: flex;
  justify-content: center;
  min-height: 24px;
  max-width: 100%;
  &[hidden] {
    display: none;
  }
`;

/** Our own buttons are the call-to-action pill of the design system, in the colours the card chose. */
export const actionButton = ctaPill;
