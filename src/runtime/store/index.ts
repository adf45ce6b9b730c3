export { createStore, type Store } from './create-store';
export { actions, hasImpressionSinceRouteChange } from './actions';
export * from './state';
