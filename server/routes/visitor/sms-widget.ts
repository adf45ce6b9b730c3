/** Which widget an SMS call may name. */
import type { Storage, WidgetRecord } from '../../storage/storage';

const SMS_FORM_GONE = 'This sign-up form is not available any more. Reload the page and try again.';
export const SMS_FORM_OUTDATED = 'This sign-up form has changed. Reload the page and try again.';

const SMS_NOT_OFFERED = 'This form does not take sign-ups by text.';

/** An SMS widget, or a launcher with its SMS channel on: the only widgets whose pages make SMS calls. */
function hasSmsChannel(widget: WidgetRecord): boolean {
  if (widget.channel === 'sms') return true;
  const channels = widget.data['channels'];
  return (
    widget.channel === 'omni' &&
    typeof channels === 'object' &&
    channels !== null &&
    (channels as Record<string, unknown>)['enable_sms'] === true
  );
}

type SmsWidgetLookup = { widget: WidgetRecord } | { error: string };

/**
 * The widget an SMS call names, if it is served (published: a draft never reached a page), belongs to
 * the account the page says, and offers SMS.
 */
export async function findSmsWidget(storage: Storage, accountId: string, widgetId: number): Promise<SmsWidgetLookup> {
  const widget = await storage.getWidget(widgetId);
  if (!widget || widget.version === 0 || widget.accountId !== accountId) return { error: SMS_FORM_GONE };
  return hasSmsChannel(widget) ? { widget } : { error: SMS_NOT_OFFERED };
}
