/** Shared looks of the Messenger opt-in: its column, our own buttons (fallback and checkbox submit). */
import { css } from '@emotion/react';

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

/**
 * A solid pill with a soft shadow, so it stands out even on a card of the same blue; a two-tone
 * focus ring that shows on light and dark cards alike.
 */
export const actionButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 44px;
  max-width: 100%;
  padding: 10px 24px;
  border: 0;
  border-radius: 22px;
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  box-shadow:
    0 0 0 1px rgba(255, 255, 255, 0.3),
    0 2px 6px rgba(0, 0, 0, 0.18);
  transition:
    filter 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.05s ease;
  &:hover {
    filter: brightness(1.08);
    box-shadow:
      0 0 0 1px rgba(255, 255, 255, 0.4),
      0 4px 12px rgba(0, 0, 0, 0.24);
  }
  &:active {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 2px #ffffff,
      0 0 0 4px #1c1e21;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
    filter: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
