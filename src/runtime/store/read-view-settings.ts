/**
 * The app settings only the views use (config/schema.ts VIEW_APP_FIELDS), read from the `app`
 * section the loader kept, once, by the page stage as it starts (and by whatever else builds a UI
 * host: the tests, the demo gallery). The loader carries no reader for them.
 */
import { parseViewApp, unreadAppMessage, type ParseLogger } from '../config';
import type { PageStore } from './create-store';

export function readViewSettings(store: PageStore, log: ParseLogger = console): void {
  const { app, widgets } = store.getState();
  store.configLoaded(parseViewApp(app.source, { report: (path) => log.warn(unreadAppMessage(path)) }), widgets);
}
