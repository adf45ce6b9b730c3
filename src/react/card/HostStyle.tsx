/**
 * Lays out the custom element itself, so an overlay's element has the box its owner sees (a
 * fixed bar, a slide-in at its corner, a full-viewport modal) and `--mc-z-index` stacks the
 * element. The `[data-widget-id]` argument outranks the reset on `:host` in WidgetRoot, which
 * sets every property back with `!important`.
 */
import { Global, css } from '@emotion/react';

export type HostDeclarations = Readonly<Record<string, string | number | undefined>>;

export function hostRule(declarations: HostDeclarations): string {
  const body = Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}: ${value} !important;`)
    .join(' ');
  return `:host([data-widget-id]) { ${body} }`;
}

/** The element's own layout, or the reset's plain block when `declarations` is null (embeds, the preview). */
export function HostStyle({ declarations }: { declarations: HostDeclarations | null }) {
  if (!declarations) return null;
  return (
    <Global
      styles={css`
        ${hostRule(declarations)}
      `}
    />
  );
}

/** Until an overlay opens (and after it closes) its element is invisible and lets every click through. */
export const HIDDEN_HOST: HostDeclarations = { visibility: 'hidden', 'pointer-events': 'none' };
