export { createStore, INSTANCE_SLICES, type InstanceSlice, type Store, type StoreChange } from './create-store';
export { actions, hasImpressionSinceRouteChange, INSTANCE_ACTIONS } from './actions';
export * from './state';
