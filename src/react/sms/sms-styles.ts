/** Styles shared by the SMS card's pieces. Sizes in px: `rem` would follow the host page's root font size. */
import { css } from '../../../styles/css';

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  text-align: left;
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
`;

export const field = css`
  height: 44px;
  padding: 0 12px;
  border: 1px solid var(--mc-border);
  border-radius: var(--mc-radius-sm);
  background: #ffffff;
  color: #1c1e21;
  font: inherit;
  font-size: 16px;
  &:focus-visible {
    outline: 2px solid #1c1e21;
    outline-offset: 1px;
  }
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 4px 20px;
  border: 0;
  border-radius: var(--mc-radius-sm);
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -5px;
  }
`;

export const errorBlock = css`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--mc-radius-sm);
  background: #fde8e8;
  color: #b3261e;
  font-size: 14px;
  &:empty {
    padding: 0;
  }
`;

export const legal = css`
  margin: 0;
  font-size: 11px;
  line-height: 1.4;
`;

export const centered = css`
  display: flex;
  justify-content: center;
  padding: 12px 0;
`;
