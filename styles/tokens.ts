/**
 * The design tokens every view draws with, declared as CSS custom properties on each element's
 * host (docs/elements.md lists them). Declared on `:host`, they lose to any rule the owner's page
 * sets on the element itself, so `mc-modal { --mc-radius-lg: 4px }` restyles from outside.
 * Sizes are in px: the host page's root font size must not reach in.
 */
const TOKENS = {
  // The platform's UI font first, as the owner's app and the storefront overlay have it. A font stack is searched in
  // order at the first layout, and each family the system lacks is a lookup of its own (on Linux a fontconfig query):
  // led by the names of Apple's, Microsoft's and Android's fonts, the page's longest task at 4× CPU took about 10 ms
  // longer (docs/performance.md, "Longest task at 4× CPU"). Where system-ui is known, the rest is never read.
  '--mc-font-family': `system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  // Type scale (a 1.2 ratio from 15 px body text).
  '--mc-text-xs': '12px',
  '--mc-text-sm': '13px',
  '--mc-text-md': '15px',
  '--mc-text-lg': '18px',
  '--mc-text-xl': '22px',
  '--mc-text-2xl': '28px',
  '--mc-leading-tight': '1.2',
  '--mc-leading': '1.5',
  '--mc-weight-strong': '700',
  // Spacing on a 4 px grid.
  '--mc-space-1': '4px',
  '--mc-space-2': '8px',
  '--mc-space-3': '12px',
  '--mc-space-4': '16px',
  '--mc-space-5': '24px',
  '--mc-space-6': '32px',
  // Radii.
  '--mc-radius-sm': '8px',
  '--mc-radius-md': '12px',
  '--mc-radius-lg': '16px',
  '--mc-radius-pill': '999px',
  // Shadows: a control, a card in the page, a card over it.
  '--mc-shadow-sm': '0 1px 2px rgba(16, 24, 40, 0.12), 0 2px 6px rgba(16, 24, 40, 0.12)',
  '--mc-shadow-md': '0 4px 12px rgba(16, 24, 40, 0.12), 0 12px 28px rgba(16, 24, 40, 0.14)',
  '--mc-shadow-lg': '0 12px 24px rgba(16, 24, 40, 0.18), 0 32px 64px rgba(16, 24, 40, 0.24)',
  // Motion: durations and one easing (entrances skip it for visitors who ask for reduced motion).
  '--mc-duration-fast': '150ms',
  '--mc-duration': '240ms',
  '--mc-ease': 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  // The focus ring: two rings, so it shows on light and dark cards alike.
  '--mc-focus-ring': '0 0 0 2px #ffffff, 0 0 0 4px #1c1e21',
  // Surfaces drawn by the widget itself, not by the owner's colours.
  '--mc-surface': '#ffffff',
  '--mc-ink': '#1c1e21',
  '--mc-ink-muted': '#4b4f56',
  '--mc-border': '#8a8d91',
  '--mc-danger': '#b3261e',
  '--mc-danger-surface': '#fde8e8',
  '--mc-success': '#0a7a3c',
} as const;

type TokenName = keyof typeof TOKENS;

/** Screens this narrow are phones: overlays change their layout there (a bottom sheet, a compact bar). */
export const PHONE_MEDIA = '(max-width: 600px)';

/** `var(--mc-…)` for a token, so a typo is a type error. */
export function token(name: TokenName): string {
  return `var(${name})`;
}

/** The tokens as one `:host` rule, without `!important` so the owner's page can override each. */
export const TOKENS_RULE = `:host { ${Object.entries(TOKENS)
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ')} }`;
