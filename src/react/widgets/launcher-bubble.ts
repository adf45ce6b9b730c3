/** What both launchers share (the omni-channel launcher and our customer chat): their corner and their round bubble. */
import { css } from '../../../styles/css';
import { zIndex } from '../card/styles';

const BUBBLE_PX = 60;
const EDGE_PX = 20;

/** The launcher's stack in a bottom corner of the page (in place in an owner's preview), the bubble at the bottom. */
export const launcherCorner = (side: 'left' | 'right', preview: boolean) => css`
  position: ${preview ? 'relative' : 'fixed'};
  bottom: ${preview ? 0 : EDGE_PX}px;
  ${side}: ${preview ? 0 : EDGE_PX}px;
  z-index: ${zIndex};
  display: flex;
  flex-direction: column-reverse;
  align-items: ${side === 'right' ? 'flex-end' : 'flex-start'};
  gap: 12px;
  max-width: calc(100vw - ${2 * EDGE_PX}px);
`;

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
