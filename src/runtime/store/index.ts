export { createPageStore, createStore, withInstances, type Actions, type PageStore, type Store, type StoreChange } from './create-store';
export { hasImpressionSinceRouteChange, INSTANCE_ACTIONS, instanceActions } from './instance-actions';
export { pageActions } from './page-actions';
export { signalActions } from './signal-actions';
export * from './state';
export { readViewSettings } from './read-view-settings';
