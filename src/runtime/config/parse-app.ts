/**
 * The load answer's `app` section → the app settings the runtime reads, with the schema
 * (schema.ts), all at once: the loader reads them as the answer comes, the settings it decides by
 * and the ones only the views use, and hands them to the page stage as they are.
 */
import { DEFAULT_FB_SDK_VERSION } from '../constants';
import type { OverlayCap } from '../constants';
import { isPlainObject, type Field, type PlainObject, type ReadContext } from './readers';
import { own, PAGE_APP_FIELDS, readField, VIEW_APP_FIELDS } from './schema';

export interface PageAppConfig {
  pageId: string;
  widgetPhone: string;
  /** Overrides `data-host` for every server call when non-empty (docs/load-answer.md#app-settings). */
  host: string;
  whitelist: readonly string[];
}

export interface ViewAppConfig {
  fbPageId: string;
  appId: string;
  pageName: string;
  smsChannelConnected: boolean;
  defaultSize: boolean;
  fbSDKVersion: string;
  fbSDKDebug: boolean;
  locale: string;
  isEuAffected: boolean;
  /** `app.overlay_cap` (schema.ts); '' when the answer has none, which means the default. */
  overlayCap?: OverlayCap | '';
}

export type AppConfig = PageAppConfig & ViewAppConfig;

/** The value each setting has when the answer leaves it out or it cannot be read. */
const EMPTY: Record<string, unknown> = {
  whitelist: [],
  smsChannelConnected: false,
  defaultSize: false,
  fbSDKDebug: false,
  isEuAffected: false,
  fbSDKVersion: DEFAULT_FB_SDK_VERSION,
};

const NO_REPORT: ReadContext = { report: () => undefined };

/** Never fails: a missing or odd setting takes its empty value (reported), so one bad setting cannot hide every widget. */
function readApp(fields: Record<string, [Field, ...string[]]>, raw: unknown, context: ReadContext): PlainObject {
  const app: PlainObject = isPlainObject(raw) ? raw : {};
  const result: PlainObject = {};
  for (const [key, [field, ...names]] of Object.entries(fields)) {
    const name = names.find((candidate) => own(app, candidate) != null) ?? names[0]!;
    result[key] = readField(field, own(app, name), EMPTY[key] ?? '', `app.${name}`, context);
  }
  return result;
}

/** Every setting (the load answer's, and the empty settings before one). */
export const parseApp = (raw: unknown, context = NO_REPORT): AppConfig =>
  readApp({ ...PAGE_APP_FIELDS, ...VIEW_APP_FIELDS }, raw, context) as unknown as AppConfig;

/** The console line for an app setting that could not be read. */
export const unreadAppMessage = (path: string): string => `[mc] ${path} could not be read; its default is used`;

/** The page the Messenger plugins and links name: the platform's page id when the app has one, else its own. */
export const messengerPageId = (app: Pick<AppConfig, 'fbPageId' | 'pageId'>): string => app.fbPageId || app.pageId;
