/** The load answer's `app` section → the app settings the runtime reads, with the schema (schema.ts APP_FIELDS). */
import { DEFAULT_FB_SDK_VERSION } from '../constants';
import { isPlainObject, type PlainObject, type ReadContext } from './readers';
import { APP_FIELDS, own, readField } from './schema';

export interface AppConfig {
  pageId: string;
  fbPageId: string;
  appId: string;
  widgetPhone: string;
  pageName: string;
  /** Overrides `data-host` for every server call when non-empty (CONTRACT §2). */
  host: string;
  whitelist: readonly string[];
  smsChannelConnected: boolean;
  defaultSize: boolean;
  fbSDKVersion: string;
  fbSDKDebug: boolean;
  locale: string;
  isEuAffected: boolean;
}

/** The value each setting has when the answer leaves it out or it cannot be read. */
const EMPTY: Record<string, unknown> = { whitelist: [], smsChannelConnected: false, defaultSize: false, fbSDKDebug: false, isEuAffected: false, fbSDKVersion: DEFAULT_FB_SDK_VERSION };

/** Never fails: a missing or odd setting takes its empty value (reported), so one bad setting cannot hide every widget. */
export function parseApp(raw: unknown, context: ReadContext = { report: () => undefined }): AppConfig {
  const app: PlainObject = isPlainObject(raw) ? raw : {};
  const result: PlainObject = {};
  for (const [key, [field, ...names]] of Object.entries(APP_FIELDS)) {
    const name = names.find((candidate) => own(app, candidate) != null) ?? names[0]!;
    result[key] = readField(field, own(app, name), EMPTY[key] ?? '', `app.${name}`, context);
  }
  return result as unknown as AppConfig;
}

/** The page the Messenger plugins and links name: the platform's page id when the app has one, else its own. */
export const messengerPageId = (app: Pick<AppConfig, 'fbPageId' | 'pageId'>): string => app.fbPageId || app.pageId;
