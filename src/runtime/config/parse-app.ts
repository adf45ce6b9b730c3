/** The load answer's `app` section → the app settings the runtime reads (spec 2 §3 "App settings"). */
import { DEFAULT_FB_SDK_VERSION } from '../constants';
import { isPlainObject, type PlainObject } from './readers';

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

function text(raw: PlainObject, ...keys: string[]): string {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

function flag(raw: PlainObject, key: string): boolean {
  const value = raw[key];
  return value === true || value === 1 || value === 'true';
}

/** Never fails: a missing or odd field takes its empty value, so one bad setting cannot hide every widget. */
export function parseApp(raw: unknown): AppConfig {
  const app: PlainObject = isPlainObject(raw) ? raw : {};
  const whitelist = Array.isArray(app['whitelist']) ? app['whitelist'].filter((entry): entry is string => typeof entry === 'string') : [];
  return {
    pageId: text(app, 'pageId', 'page_id'),
    fbPageId: text(app, 'fb_page_id', 'fbPageId', 'pageId'),
    appId: text(app, 'appId', 'app_id'),
    widgetPhone: text(app, 'widget_phone', 'widgetPhone'),
    pageName: text(app, 'page_name', 'pageName'),
    host: text(app, 'host'),
    whitelist,
    smsChannelConnected: flag(app, 'sms_channel_connected'),
    defaultSize: flag(app, 'defaultSize'),
    fbSDKVersion: text(app, 'fbSDKVersion') || DEFAULT_FB_SDK_VERSION,
    fbSDKDebug: flag(app, 'fbSDKDebug'),
    locale: text(app, 'widgetLocale', 'locale'),
    isEuAffected: flag(app, 'is_eu_affected'),
  };
}
