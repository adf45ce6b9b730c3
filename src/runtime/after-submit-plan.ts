/**
 * The after-submit flow (docs/opt-in.md#after-submit), as a plan the views carry out:
 * - button and landing (and box, the other embed: it has no close control): redirect first if one
 *   is configured, then mark submitted;
 * - bar, slide-in, modal, page takeover, omnichat: a configured redirect is followed and the
 *   widget closes (not as a manual close); the `nothing` action does nothing; otherwise the widget
 *   marks submitted and shows its submitted content.
 * A redirect whose URL fails the scheme allow-list is refused and the widget behaves as if none
 * were configured, so the visitor still sees the thank-you content.
 */
import { isKind, STAYS_AFTER_SUBMIT } from './kinds';
import { safeRedirect } from './url-safety';

export interface SubmittedSettings {
  action: string;
  redirect: boolean;
  redirectUrl: string;
  redirectTarget: string;
}

interface AfterSubmitPlan {
  redirect: { url: string; newTab: boolean } | null;
  /** Set when a configured redirect was refused (its URL, for the console warning). */
  refusedRedirect: string | null;
  close: boolean;
  markSubmitted: boolean;
}

function wantsRedirect(submitted: SubmittedSettings): boolean {
  return (submitted.action === 'redirect' || submitted.redirect === true) && submitted.redirectUrl.trim() !== '';
}

export function planAfterSubmit(widgetType: string, submitted: SubmittedSettings): AfterSubmitPlan {
  const asked = wantsRedirect(submitted);
  const url = asked ? safeRedirect(submitted.redirectUrl) : null;
  const redirect = url ? { url, newTab: submitted.redirectTarget !== 'same' } : null;
  const refusedRedirect = asked && !url ? submitted.redirectUrl : null;
  if (isKind(widgetType, STAYS_AFTER_SUBMIT)) return { redirect, refusedRedirect, close: false, markSubmitted: true };
  if (redirect) return { redirect, refusedRedirect, close: true, markSubmitted: false };
  if (submitted.action === 'nothing') return { redirect: null, refusedRedirect, close: false, markSubmitted: false };
  return { redirect: null, refusedRedirect, close: false, markSubmitted: true };
}
