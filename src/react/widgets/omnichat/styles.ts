/**
 * The launcher's looks. It sits in the bottom corner at the end of the reading direction (bottom
 * right, bottom left in right-to-left) above the page, at `--mc-z-index`. On mobile the panel is
 * a sheet along the bottom edge with a dimmed overlay behind it. Transitions are skipped for
 * visitors who ask for reduced motion.
 */
import { css, keyframes } from '../../../../styles/css';
import { bubbleButton, launcherCorner } from '../launcher-bubble';
import { BRAND_COLOR } from '../../../../styles/palette';
import { PHONE_MEDIA } from '../../../../styles/tokens';

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

export const root = launcherCorner;

export const overlay = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
`;

export const panel = (mobile: boolean) => css`
  position: ${mobile ? 'fixed' : 'relative'};
  ${
    mobile
      ? 'left: 0; right: 0; bottom: 0; width: 100%; border-radius: var(--mc-radius-lg) var(--mc-radius-lg) 0 0; max-height: 85vh; padding-bottom: max(var(--mc-space-4), env(safe-area-inset-bottom));'
      : 'width: 360px; max-width: 100%; border-radius: var(--mc-radius-lg); max-height: calc(100vh - 120px);'
  }
  overflow-y: auto;
  padding-block-start: var(--mc-space-5);
  padding-inline: var(--mc-space-5);
  ${mobile ? '' : 'padding-block-end: var(--mc-space-5);'}
  box-shadow: var(--mc-shadow-lg);
  ${
    mobile
      ? ''
      : /* A phone-sized window whose browser did not say "mobile" still gets a full-width panel, above the bubble. */ `@media ${PHONE_MEDIA} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 88px;
    width: auto;
    margin-inline: var(--mc-space-2);
    max-height: calc(100vh - 104px);
  }`
  }
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
  font-size: var(--mc-text-xl);
  font-weight: var(--mc-weight-strong);
  line-height: var(--mc-leading-tight);
  letter-spacing: -0.01em;
`;

export const greetingText = css`
  margin: 0;
  font-size: var(--mc-text-md);
  line-height: var(--mc-leading);
  a {
    color: inherit;
  }
`;

export const channelList = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CHANNEL_COLORS: Readonly<Record<string, string>> = {
  messenger: BRAND_COLOR,
  sms: '#F5A623',
  email: '#5F6B7A',
  whatsapp: '#25D366',
};

/** White reads too faintly on the light orange and green (about 2:1); dark marks there reach 8:1. */
const CHANNEL_MARK: Readonly<Record<string, string>> = {
  sms: '#1c1e21',
  whatsapp: '#1c1e21',
};

/**
 * Every channel is the same white pill with its mark in a badge of the channel's colour, so each
 * row stands out from the panel whatever colour the owner gave it (a Messenger-blue row on the
 * Messenger-blue panel once disappeared).
 */
export const channel = (type: string) => css`
  display: flex;
  align-items: center;
  gap: var(--mc-space-3);
  width: 100%;
  min-height: 52px;
  padding: 6px var(--mc-space-4) 6px 6px;
  border: 1px solid rgba(16, 24, 40, 0.08);
  border-radius: var(--mc-radius-pill);
  background: var(--mc-surface);
  color: var(--mc-ink);
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  box-shadow: var(--mc-shadow-sm);
  transition:
    transform var(--mc-duration-fast) var(--mc-ease),
    box-shadow var(--mc-duration-fast) var(--mc-ease);
  ${calm}
  & > svg {
    flex: none;
    box-sizing: content-box;
    padding: 8px;
    border-radius: 50%;
    background: ${CHANNEL_COLORS[type] ?? '#5F6B7A'};
    color: ${CHANNEL_MARK[type] ?? '#ffffff'};
  }
  &:hover {
    transform: translateY(-1px);
    box-shadow: var(--mc-shadow-md);
  }
  &:focus-visible {
    outline: 2px solid transparent;
    box-shadow: var(--mc-focus-ring);
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

export const popoverMark = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: #0074e0;
  color: #ffffff;
`;

export const popoverText = css`
  display: flex;
  align-items: center;
  gap: 10px;
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
