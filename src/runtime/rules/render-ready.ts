/**
 * The second question of docs/display-rules.md#open-guards, asked once the view rendered for an opening, just before
 * it shows (the first, whether the widget is due, is rules/is-due.ts).
 */
import type { OpenMode } from '../types';
import type { GuardVerdict } from './is-due';

export interface RenderInput {
  /** The social SDK is ready, or the widget needs none (its render reason is set once its plugin rendered, timed out or was skipped). */
  sdkReady: boolean;
  rendered: boolean;
  mode?: OpenMode;
}

/**
 * Whether the view that was rendered for an opening may show: the SDK, then the render. No ignore flag skips these
 * two; a force open does ("ignores everything", read literally: it is the page's explicit override and no exception
 * is named).
 */
export function isRenderReady({ sdkReady, rendered, mode }: RenderInput): GuardVerdict {
  if (mode === 'force') return { ok: true };
  if (!sdkReady) return { ok: false, guard: 'sdk' };
  if (!rendered) return { ok: false, guard: 'rendered' };
  return { ok: true };
}
