/** The widget an SMS call names, if it exists and belongs to the account the page says it does. */
import type { Storage, WidgetRecord } from '../../storage/storage';

export const SMS_FORM_GONE = 'This sign-up form is not available any more. Reload the page and try again.';
export const SMS_FORM_OUTDATED = 'This sign-up form has changed. Reload the page and try again.';

export async function findSmsWidget(storage: Storage, accountId: string, widgetId: number): Promise<WidgetRecord | undefined> {
  const widget = await storage.getWidget(widgetId);
  return widget && widget.accountId === accountId ? widget : undefined;
}
