export { parseLoadAnswer, type LoadAnswer, type ParseLogger } from './parse-load-answer';
export { readWidget, type WidgetConfig, type WidgetChannel, type DisplayRules } from './read-widget';
export { parseWidget, resolveWidget, type ResolvedWidget } from './parse-widget';
export { parseApp, type AppConfig } from './parse-app';
export { defaultsFor, type WidgetData } from './defaults';
export { backgroundAlpha, withAlpha } from './colors';
export { mergeOver, isPlainObject } from './safe-merge';
