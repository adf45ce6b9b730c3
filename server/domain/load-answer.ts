/** The load answer (docs/load-answer.md) for one account, from what is stored. */
import type { AccountRecord, WidgetRecord } from '../storage/storage';
import { toWireWidget, type WireWidget } from './widget-shape';

interface LoadAnswerBody {
  app: Record<string, unknown>;
  widgets: WireWidget[];
}

export function buildLoadAnswer(account: AccountRecord, widgets: readonly WidgetRecord[]): LoadAnswerBody {
  // The page id is the account id unless the owner set another; the client needs one for the pixel.
  const app = { pageId: account.accountId, ...account.app };
  return { app, widgets: widgets.map(toWireWidget) };
}
