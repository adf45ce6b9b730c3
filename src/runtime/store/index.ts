export { createStore, createStoreFrom, type Actions, type Store, type StoreChange } from './create-store';
export { hasImpressionSinceRouteChange, INSTANCE_ACTIONS, instanceActions } from './instance-actions';
export { pageActions } from './page-actions';
export { mergeSignals, signalActions } from './signal-actions';
export * from './state';
export { InstanceTable } from './instance-table';
