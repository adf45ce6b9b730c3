/**
 * Our launcher's looks: a round bubble in the theme colour at the chosen bottom corner, the
 * greeting dialog above it. The theme colour can be overridden from outside with
 * `--mc-chat-theme`; transitions are skipped for visitors who ask for reduced motion.
 */
import { AA_BODY, legibleBackground, legibleText, sameColor } from '../../../../styles/contrast';
import { BRAND_COLOR } from '../../../../styles/palette';
import { css, keyframes } from '../../../../styles/css';
import { bubbleButton, launcherCorner } from '../launcher-bubble';

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const themed = (theme: string) => `var(--mc-chat-theme, ${legibleTheme(theme)})`;

/** The default theme deepens until white reads on it (AA); an owner's theme is kept, with the label chosen for it. */
function legibleTheme(theme: string): string {
  return sameColor(theme, BRAND_COLOR) ? legibleBackground(theme, '#ffffff', AA_BODY) : theme;
}

export function themeLabel(theme: string): string {
  return legibleText('#ffffff', legibleTheme(theme), AA_BODY);
}

export const root = launcherCorner;

export const dialog = css`
  position: relative;
  width: 320px;
  max-width: 100%;
  padding: var(--mc-space-4) var(--mc-space-4) var(--mc-space-4);
  border-radius: var(--mc-radius-lg);
  background: var(--mc-surface);
  color: var(--mc-ink);
  box-shadow: var(--mc-shadow-lg);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} var(--mc-duration) var(--mc-ease);
  }
`;

export const title = css`
  margin-block: 0 var(--mc-space-2);
  margin-inline: 0 36px;
  font-size: var(--mc-text-lg);
  font-weight: var(--mc-weight-strong);
  line-height: var(--mc-leading-tight);
`;

export const greeting = css`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: 14px;
  background: #f0f2f5;
  font-size: 15px;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export const messengerButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 16px;
  border-radius: var(--mc-radius-pill);
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 2px solid transparent;
    box-shadow: var(--mc-focus-ring);
  }
`;

export const bubble = bubbleButton;

export const plugin = css`
  display: contents;
`;
