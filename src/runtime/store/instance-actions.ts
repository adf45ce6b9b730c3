/**
 * The actions on widget instances, which only the page stage and the views take (the loader does
 * not carry them): each a pure function from one snapshot (and its arguments) to the next.
 * Returning the same snapshot means "nothing changed", so subscribers are not woken for nothing.
 */
import type { RenderReason } from '../constants';
import type { WidgetHistory } from '../types';
import {
  EMPTY_CHAT,
  EMPTY_CHECKBOX,
  EMPTY_SMS_FORM,
  EMPTY_UI,
  isDisplayed,
  isOptedIn,
  isSubmitted,
  type CheckboxState,
  type CustomerChatState,
  type InstanceAct,
  type InstanceState,
  type SmsFormState,
  type SmsCode,
  type State,
  type UiState,
} from './state';

function setUi(state: State, instanceId: string, patch: Partial<UiState>): State {
  const current = state.ui.get(instanceId) ?? EMPTY_UI;
  return { ...state, ui: state.ui.with(instanceId, { ...current, ...patch }) };
}

function setSmsForm(state: State, instanceId: string, patch: Partial<SmsFormState>): State {
  const current = state.smsForm.get(instanceId) ?? EMPTY_SMS_FORM;
  return { ...state, smsForm: state.smsForm.with(instanceId, { ...current, ...patch }) };
}

function setInstance(state: State, instanceId: string, patch: Partial<InstanceState>): State {
  const instance = state.instances.get(instanceId);
  if (!instance || (Object.keys(patch) as (keyof InstanceState)[]).every((key) => instance[key] === patch[key])) return state;
  return { ...state, instances: state.instances.with(instanceId, { ...instance, ...patch }) };
}

function setHistory(state: State, widgetId: number, patch: WidgetHistory): State {
  const current = state.history.widgets[widgetId] ?? {};
  return { ...state, history: { ...state.history, widgets: { ...state.history.widgets, [widgetId]: { ...current, ...patch } } } };
}

function widgetIdOf(state: State, instanceId: string): number | undefined {
  return state.instances.get(instanceId)?.widgetId;
}

/** docs/display-rules.md#impressions: an impression counts once per widget per route (none newer than the last route change). */
export function hasImpressionSinceRouteChange(state: State, widgetId: number): boolean {
  const last = state.history.widgets[widgetId]?.lastImpression;
  return last !== undefined && last >= state.route.lastChange;
}

export const instanceActions = {
  /** A social SDK the views load is ready; only the views wait for one, so the loader leaves it out. */
  sdkReady(state: State, sdk: 'fb' | 'yt' | 'vimeo'): State {
    const key = `${sdk}sdkReady` as const;
    return state.app[key] ? state : { ...state, app: { ...state.app, [key]: true } };
  },

  instanceAdded(state: State, instanceId: string, widgetId: number, refPayload = '', preview = false): State {
    if (state.instances.has(instanceId)) return state;
    const instances = state.instances.with(instanceId, {
      widgetId,
      preview,
      acts: [],
      refPayload,
      rendered: false,
      renderReason: undefined,
      checkbox: EMPTY_CHECKBOX,
      chat: EMPTY_CHAT,
      opening: false,
      closedByVisitor: false,
      triggeredOnRoute: undefined,
    });
    return setUi({ ...state, instances }, instanceId, EMPTY_UI);
  },

  instanceRemoved(state: State, instanceId: string): State {
    if (!state.instances.has(instanceId)) return state;
    return {
      ...state,
      instances: state.instances.without(instanceId),
      ui: state.ui.without(instanceId),
      smsForm: state.smsForm.without(instanceId),
    };
  },

  payloadSet(state: State, instanceId: string, refPayload: string): State {
    return setInstance(state, instanceId, { refPayload });
  },

  rendered(state: State, instanceId: string, renderReason: RenderReason): State {
    return setInstance(state, instanceId, { rendered: true, renderReason });
  },

  /** An open started (the UI loading, the render awaited) or ended, opened or not. */
  openingSet(state: State, instanceId: string, opening: boolean): State {
    return setInstance(state, instanceId, { opening });
  },

  /**
   * Opening displays the instance, ends its open under way, and commits an impression unless this route already has one; an open by
   * a trigger is remembered for the route, so the triggers do not open it again on it.
   */
  opened(state: State, instanceId: string, now: number, byTrigger = false): State {
    const widgetId = widgetIdOf(state, instanceId);
    if (widgetId === undefined || isDisplayed(state.ui.get(instanceId))) return state;
    // The open is no longer under way: one commit where it took two (a page of 200 embeds commits 200 fewer).
    const ended: Partial<InstanceState> = byTrigger ? { opening: false, triggeredOnRoute: state.route.lastChange } : { opening: false };
    let next = setInstance(setUi(state, instanceId, { phase: 'open' }), instanceId, ended);
    if (!hasImpressionSinceRouteChange(state, widgetId)) {
      next = setHistory(next, widgetId, { lastImpression: now, manualClose: false });
    }
    return next;
  },

  /** Closing hides the instance and records a manual close when the visitor did it. */
  closed(state: State, instanceId: string, manual: boolean): State {
    const widgetId = widgetIdOf(state, instanceId);
    if (widgetId === undefined || !isDisplayed(state.ui.get(instanceId))) return state;
    const next = setInstance(setUi(state, instanceId, { phase: 'closed' }), instanceId, { closedByVisitor: manual });
    return manual ? setHistory(next, widgetId, { manualClose: true }) : next;
  },

  checkboxChanged(state: State, instanceId: string, patch: Partial<CheckboxState>): State {
    const instance = state.instances.get(instanceId);
    if (!instance) return state;
    const checkbox = { ...instance.checkbox, ...patch };
    if (
      checkbox.checked === instance.checkbox.checked &&
      checkbox.ref === instance.checkbox.ref &&
      checkbox.userRef === instance.checkbox.userRef
    )
      return state;
    return setInstance(state, instanceId, { checkbox });
  },

  /** A customer chat's page-set state (dialog, greetings, the page's open request). */
  chatChanged(state: State, instanceId: string, patch: Partial<CustomerChatState>): State {
    const instance = state.instances.get(instanceId);
    if (!instance) return state;
    const chat = { ...instance.chat, ...patch };
    const keys = Object.keys(chat) as (keyof CustomerChatState)[];
    if (keys.every((key) => chat[key] === instance.chat[key])) return state;
    return setInstance(state, instanceId, { chat });
  },

  submitted(state: State, instanceId: string): State {
    if (!state.instances.has(instanceId) || isSubmitted(state.ui.get(instanceId))) return state;
    return setUi(state, instanceId, { submitted: true });
  },

  optedIn(state: State, instanceId: string): State {
    if (!state.instances.has(instanceId) || isOptedIn(state.ui.get(instanceId))) return state;
    return setUi(state, instanceId, { optedin: true });
  },

  /**
   * Something happened in the instance's view that the analytics tell: the visitor took an opt-in
   * path, used a launcher channel, opened or closed the launcher, or the plugin was found missing
   * (InstanceAct). Kept each time it happens, whether or not the instance is already opted in.
   */
  acted(state: State, instanceId: string, act: InstanceAct): State {
    const instance = state.instances.get(instanceId);
    if (!instance) return state;
    return setInstance(state, instanceId, { acts: [...instance.acts, act] });
  },

  loadingSet(state: State, instanceId: string, isLoading: boolean): State {
    return setSmsForm(state, instanceId, { isLoading });
  },

  generatingRefSet(state: State, instanceId: string, isGeneratingRef: boolean): State {
    return setSmsForm(state, instanceId, { isGeneratingRef });
  },

  errorsSet(state: State, instanceId: string, errors: readonly string[]): State {
    const current = state.smsForm.get(instanceId)?.errors ?? [];
    if (current.length === 0 && errors.length === 0) return state;
    return setSmsForm(state, instanceId, { errors: [...errors] });
  },

  smsCodeSet(state: State, instanceId: string, smsCode: SmsCode | undefined): State {
    return setSmsForm(state, instanceId, { smsCode });
  },
};

export type InstanceActions = typeof instanceActions;

/**
 * The actions whose first argument is an instance id and which touch no other instance's entry in
 * `ui`, `instances` or `overlay`. A commit of one of them tells subscribers which instance it was, so
 * a page with hundreds of instances does not look at all of them on every change.
 */
export const INSTANCE_ACTIONS: ReadonlySet<keyof InstanceActions> = /* @__PURE__ */ new Set<keyof InstanceActions>([
  'instanceAdded',
  'instanceRemoved',
  'payloadSet',
  'rendered',
  'openingSet',
  'opened',
  'closed',
  'checkboxChanged',
  'chatChanged',
  'submitted',
  'optedIn',
  'acted',
  'loadingSet',
  'generatingRefSet',
  'errorsSet',
  'smsCodeSet',
]);
