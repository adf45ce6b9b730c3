export { parseLoadAnswer, type LoadAnswer, type ParseLogger } from './parse-load-answer';
export { parseWidget, type WidgetConfig, type WidgetChannel } from './parse-widget';
export { parseApp, type AppConfig } from './parse-app';
export { defaultsFor, type WidgetData } from './defaults';
export { backgroundAlpha, withAlpha } from './colors';
export { mergeOver, isPlainObject } from './safe-merge';
