/** Carries out the after-submit plan (src/runtime/after-submit-plan.ts) for one instance. */
import { LOG_PREFIX } from '../../runtime/constants';
import type { ResolvedWidget } from '../../runtime/config';
import { planAfterSubmit } from '../../runtime/after-submit-plan';
import type { UiHost } from '../../runtime/ui-host';

export function runAfterSubmit(
  host: Pick<UiHost, 'close' | 'submitted'>,
  widget: ResolvedWidget,
  instanceId: string,
  win: Window = window,
): void {
  const plan = planAfterSubmit(widget.widgetType, widget.data.submitted);
  if (plan.refusedRedirect !== null)
    console.warn(`${LOG_PREFIX} widget ${widget.widgetId}: redirect refused, its URL is not allowed: ${plan.refusedRedirect}`);
  if (plan.redirect) {
    if (plan.redirect.newTab) win.open(plan.redirect.url, '_blank', 'noopener');
    else win.location.assign(plan.redirect.url);
  }
  if (plan.close) host.close(instanceId, false);
  if (plan.markSubmitted) host.submitted(instanceId);
}
