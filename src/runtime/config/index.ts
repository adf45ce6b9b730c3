export { parseLoadAnswer, type LoadAnswer, type ParseLogger } from './parse-load-answer';
export { readWidget, type WidgetConfig, type WidgetChannel, type DisplayRules, type WidgetReport } from './read-widget';
export { parseWidget, resolveWidget, type ResolvedWidget, type ResolveOptions, type ViewData } from './resolve-widget';
export { messengerPageId, parseApp, unreadAppMessage, type AppConfig, type PageAppConfig, type ViewAppConfig } from './parse-app';
export { defaultsFor, type WidgetData } from './defaults';
export { backgroundAlpha, withAlpha } from './colors';
export { isPlainObject, cloneJson, type Field } from './readers';
export { dataSchema, WIDGET_FIELDS, WIDGET_UI_FIELDS, DISPLAY_FIELDS, readTable, readField, type Table } from './schema';
