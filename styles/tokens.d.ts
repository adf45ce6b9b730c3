/**
 * The design tokens every view draws with, declared as CSS custom properties on each element's
 * host (docs/elements.md lists them). Declared on `:host`, they lose to any rule the owner's page
 * sets on the element itself, so `mc-modal { --mc-radius-lg: 4px }` restyles from outside.
 * Sizes are in px: the host page's root font size must not reach in.
 */
export declare const TOKENS: {
  readonly '--mc-font-family': "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
  readonly '--mc-text-xs': '12px';
  readonly '--mc-text-sm': '13px';
  readonly '--mc-text-md': '15px';
  readonly '--mc-text-lg': '18px';
  readonly '--mc-text-xl': '22px';
  readonly '--mc-text-2xl': '28px';
  readonly '--mc-leading-tight': '1.2';
  readonly '--mc-leading': '1.5';
  readonly '--mc-weight-strong': '700';
  readonly '--mc-space-1': '4px';
  readonly '--mc-space-2': '8px';
  readonly '--mc-space-3': '12px';
  readonly '--mc-space-4': '16px';
  readonly '--mc-space-5': '24px';
  readonly '--mc-space-6': '32px';
  readonly '--mc-radius-sm': '8px';
  readonly '--mc-radius-md': '12px';
  readonly '--mc-radius-lg': '16px';
  readonly '--mc-radius-pill': '999px';
  readonly '--mc-shadow-sm': '0 1px 2px rgba(16, 24, 40, 0.12), 0 2px 6px rgba(16, 24, 40, 0.12)';
  readonly '--mc-shadow-md': '0 4px 12px rgba(16, 24, 40, 0.12), 0 12px 28px rgba(16, 24, 40, 0.14)';
  readonly '--mc-shadow-lg': '0 12px 24px rgba(16, 24, 40, 0.18), 0 32px 64px rgba(16, 24, 40, 0.24)';
  readonly '--mc-duration-fast': '150ms';
  readonly '--mc-duration': '240ms';
  readonly '--mc-ease': 'cubic-bezier(0.2, 0.8, 0.2, 1)';
  readonly '--mc-focus-ring': '0 0 0 2px #ffffff, 0 0 0 4px #1c1e21';
  readonly '--mc-surface': '#ffffff';
  readonly '--mc-ink': '#1c1e21';
  readonly '--mc-ink-muted': '#4b4f56';
  readonly '--mc-border': '#8a8d91';
  readonly '--mc-danger': '#b3261e';
  readonly '--mc-danger-surface': '#fde8e8';
  readonly '--mc-success': '#0a7a3c';
};
export type TokenName = keyof typeof TOKENS;
/** `var(--mc-…)` for a token, so a typo is a type error. */
export declare function token(name: TokenName): string;
/** The tokens as one `:host` rule, without `!important` so the owner's page can override each. */
export declare const TOKENS_RULE: string;
