/** The round bubble both launchers share (the omni-channel launcher and our customer chat). */
import { css } from '@emotion/react';

const BUBBLE_PX = 60;

export const bubbleButton = css`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${BUBBLE_PX}px;
  height: ${BUBBLE_PX}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: #ffffff;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.15s;
    &:hover {
      transform: scale(1.05);
    }
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
    box-shadow: 0 0 0 6px rgba(0, 0, 0, 0.5);
  }
`;
