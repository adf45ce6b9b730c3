/**
 * The launcher's looks. It sits in the bottom corner at the end of the reading direction (bottom
 * right, bottom left in right-to-left) above the page, at `--mc-z-index`. On mobile the panel is
 * a sheet along the bottom edge with a dimmed overlay behind it. Transitions are skipped for
 * visitors who ask for reduced motion.
 */
import { css, keyframes } from '@emotion/react';
import { bubbleButton } from '../launcher-bubble';
import { DEFAULT_Z_INDEX } from '../../../runtime/constants';

const EDGE_PX = 20;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const calm = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

export const root = (side: 'left' | 'right', preview: boolean) => css`
  position: ${preview ? 'relative' : 'fixed'};
  bottom: ${preview ? 0 : EDGE_PX}px;
  ${side}: ${preview ? 0 : EDGE_PX}px;
  z-index: var(--mc-z-index, ${DEFAULT_Z_INDEX});
  display: flex;
  flex-direction: column-reverse;
  align-items: ${side === 'right' ? 'flex-end' : 'flex-start'};
  gap: 12px;
  max-width: calc(100vw - ${2 * EDGE_PX}px);
`;

export const overlay = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
`;

export const panel = (mobile: boolean) => css`
  position: ${mobile ? 'fixed' : 'relative'};
  ${mobile ? 'left: 0; right: 0; bottom: 0; border-radius: 16px 16px 0 0; max-height: 85vh;' : 'width: 340px; max-width: 100%; border-radius: 16px; max-height: calc(100vh - 120px);'}
  overflow-y: auto;
  padding: 24px 20px 16px;
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22);
  animation: ${rise} 0.2s ease-out;
  ${calm}
  &[hidden] {
    display: none;
  }
`;

export const greeting = css`
  margin: 0 0 16px;
  padding-inline-end: 28px;
`;

export const headline = css`
  margin: 0 0 6px;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.25;
`;

export const greetingText = css`
  margin: 0;
  font-size: 15px;
  a {
    color: inherit;
  }
`;

export const channelList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CHANNEL_COLORS: Readonly<Record<string, string>> = {
  messenger: '#0084FF',
  sms: '#F5A623',
  email: '#5F6B7A',
  whatsapp: '#25D366',
};

/** White reads too faintly on the light orange and green (about 2:1); dark text there reaches 8:1. */
const CHANNEL_TEXT: Readonly<Record<string, string>> = {
  sms: '#1c1e21',
  whatsapp: '#1c1e21',
};

export const channel = (type: string) => css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 10px 16px;
  border: 0;
  border-radius: 10px;
  background: ${CHANNEL_COLORS[type] ?? '#5F6B7A'};
  color: ${CHANNEL_TEXT[type] ?? '#ffffff'};
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: filter 0.15s;
  ${calm}
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 2px solid #ffffff;
    outline-offset: 2px;
    box-shadow: 0 0 0 4px rgba(0, 0, 0, 0.5);
  }
`;

export const legal = css`
  margin: 12px 0 0;
  font-size: 11px;
  line-height: 1.4;
`;


export const popover = css`
  position: relative;
  max-width: 260px;
  padding-block: 12px;
  padding-inline: 14px 36px;
  border-radius: 12px;
  background: #ffffff;
  color: #1c1e21;
  box-shadow: 0 4px 18px rgba(0, 0, 0, 0.18);
  cursor: pointer;
  animation: ${rise} 0.25s ease-out;
  ${calm}
`;

export const popoverText = css`
  display: block;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 15px;
  text-align: start;
  cursor: pointer;
`;

export const popoverClose = css`
  position: absolute;
  top: 6px;
  inset-inline-end: 6px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #65676b;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;

export const bubble = bubbleButton;
