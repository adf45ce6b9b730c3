/**
 * The standalone messenger checkbox's page API (docs/page-api.md#the-standalone-checkbox): owners
 * wire their own confirm button to it, usually inside `window.mcAsyncInit`, before the UI chunk
 * and the platform's SDK are in. So listeners are kept here, in the loader, and fed from the
 * store: `checked` when the visitor ticks or unticks the plugin, `submitted` once the opt-in went
 * through. `submit()` borrows the view's submit (it needs the SDK and the plugin's user_ref).
 */
import { LOG_PREFIX } from '../constants';
import type { WidgetInstance } from '../instances';
import type { InstanceState, Store } from '../store';
import { isOptedIn } from '../store/state';
import type { WidgetControls } from './widget-controls';

export type CheckboxEventName = 'checked' | 'submitted';

/** What a listener gets: `checked` always, `ref` and `userRef` once submitted. */
export interface CheckboxEvent {
  type: CheckboxEventName;
  widgetId: number;
  checked: boolean;
  ref: string | undefined;
  userRef: string | undefined;
}

export type CheckboxListener = (event: CheckboxEvent) => void;

export interface CheckboxMembers {
  on(event: CheckboxEventName, listener: CheckboxListener): this;
  off(event: CheckboxEventName, listener?: CheckboxListener): this;
  /** Opts the visitor in when the box is ticked; false (and nothing done) otherwise. */
  submit(): boolean;
  readonly checked: boolean;
  /** The messenger ref the opt-in was confirmed with; undefined until submitted. */
  readonly ref: string | undefined;
  /** The plugin's user_ref; undefined until submitted. */
  readonly userRef: string | undefined;
}

const EVENTS: readonly CheckboxEventName[] = ['checked', 'submitted'];

interface CheckboxDeps {
  instance: WidgetInstance;
  store: Store;
  controls: WidgetControls;
}

/** Adds the checkbox members to the widget object `target` (getters included) and returns it. */
export function addCheckboxMembers<T extends object>(target: T, { instance, store, controls }: CheckboxDeps): T & CheckboxMembers {
  const self = target as T & CheckboxMembers;
  const { instanceId, widget } = instance;
  const listeners = new Map<CheckboxEventName, CheckboxListener[]>(EVENTS.map((name) => [name, []]));
  let unsubscribe: (() => void) | undefined;

  const record = (): InstanceState | undefined => store.getState().instances.get(instanceId);
  const isSubmitted = () => isOptedIn(store.getState().ui.get(instanceId)) && record()?.checkbox.userRef !== '';

  function eventOf(type: CheckboxEventName): CheckboxEvent {
    const checkbox = record()?.checkbox;
    return {
      type,
      widgetId: widget.widgetId,
      checked: checkbox?.checked === true,
      ref: checkbox?.ref || undefined,
      userRef: checkbox?.userRef || undefined,
    };
  }

  function emit(type: CheckboxEventName): void {
    const event = eventOf(type);
    for (const listener of [...(listeners.get(type) ?? [])]) {
      try {
        listener.call(self, event);
      } catch (error) {
        console.error(`${LOG_PREFIX} a checkbox ${type} listener threw`, error);
      }
    }
  }

  /** Watches the store only while someone listens, and stops once the instance is gone. */
  function watch(): void {
    if (unsubscribe) return;
    let checked = record()?.checkbox.checked === true;
    let submitted = isSubmitted();
    unsubscribe = store.subscribe((state) => {
      const current = state.instances.get(instanceId);
      if (!current) {
        unsubscribe?.();
        unsubscribe = undefined;
        return;
      }
      if (current.checkbox.checked !== checked) {
        checked = current.checkbox.checked;
        emit('checked');
      }
      if (!submitted && isSubmitted()) {
        submitted = true;
        emit('submitted');
      }
    });
  }

  const members: CheckboxMembers = {
    on(event, listener) {
      const list = listeners.get(event);
      if (!list || typeof listener !== 'function') {
        console.warn(`${LOG_PREFIX} checkbox ${widget.widgetId}: on() takes 'checked' or 'submitted' and a function`);
        return self;
      }
      list.push(listener);
      watch();
      return self;
    },
    off(event, listener) {
      const list = listeners.get(event);
      if (!list) return self;
      if (listener === undefined) list.splice(0);
      else
        listeners.set(
          event,
          list.filter((entry) => entry !== listener),
        );
      return self;
    },
    submit() {
      if (record()?.checkbox.checked !== true || isSubmitted()) return false;
      const submit = controls.get(instanceId)?.submit;
      if (!submit) return false;
      try {
        return submit();
      } catch (error) {
        console.error(`${LOG_PREFIX} checkbox ${widget.widgetId}: submit failed`, error);
        return false;
      }
    },
    get checked() {
      return record()?.checkbox.checked === true;
    },
    get ref() {
      return isSubmitted() ? record()?.checkbox.ref || undefined : undefined;
    },
    get userRef() {
      return isSubmitted() ? record()?.checkbox.userRef || undefined : undefined;
    },
  };
  // Descriptors, not a spread: `checked`, `ref` and `userRef` must stay live getters.
  return Object.defineProperties(self, Object.getOwnPropertyDescriptors(members));
}
