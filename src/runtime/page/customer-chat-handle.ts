/**
 * The customer chat's page API (docs/page-api.md#the-customer-chat): show or hide the chat, open or close its greeting
 * dialog, change its greetings and its ref payload. Each member runs at most once per 5 s (per
 * member, see createCallLimit below); a call inside that window is ignored with a console warning and
 * returns false. The members change the store, which the view follows whether it is the
 * platform's plugin or our own launcher, and whether or not the UI has loaded yet.
 */
import { sanitizeRefPayload } from '../builders/ref-payload';
import { LOG_PREFIX, CUSTOMER_CHAT_CALL_INTERVAL_MS } from '../constants';
import type { Runtime, WidgetInstance } from '../instances';
import type { Store } from '../store';

/**
 * The customer chat's page API takes at most one call per member every 5 s (docs/page-api.md#the-customer-chat): the
 * platform's chat plugin refused faster updates, and owners' scripts that call in a loop must not
 * flood the visitor with dialogs. Each member has its own budget; an ignored call does not restart it.
 */
interface CallLimit {
  /** Whether `member` may run now; a yes starts its next 5 s window. */
  allow(member: string): boolean;
}

function createCallLimit(now: () => number, intervalMs = CUSTOMER_CHAT_CALL_INTERVAL_MS): CallLimit {
  const lastCall = new Map<string, number>();
  return {
    allow(member) {
      const at = now();
      const last = lastCall.get(member);
      if (last !== undefined && at - last < intervalMs) return false;
      lastCall.set(member, at);
      return true;
    },
  };
}

export interface CustomerChatFields {
  loggedInGreeting?: unknown;
  loggedOutGreeting?: unknown;
  refPayload?: unknown;
}

export interface CustomerChatMembers {
  /** Shows the chat (also one set up `minimized: "hidden"`); `true` also opens its dialog. */
  open(shouldOpenDialog?: unknown): boolean;
  /** Hides the whole chat (not the visitor's own close). */
  close(): boolean;
  openDialog(): boolean;
  closeDialog(): boolean;
  setLoggedInGreeting(text: unknown): boolean;
  setLoggedOutGreeting(text: unknown): boolean;
  setPayload(payload: unknown): boolean;
  set(fields: CustomerChatFields): boolean;
}

interface CustomerChatDeps {
  instance: WidgetInstance;
  runtime: Pick<Runtime, 'tryOpen' | 'close'>;
  store: Store;
  now: () => number;
}

/** Greetings are plain text; anything but a string or number is taken as "no greeting of the page's". */
function greeting(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function createCustomerChatMembers({ instance, runtime, store, now }: CustomerChatDeps): CustomerChatMembers {
  const { instanceId, widget } = instance;
  const limit = createCallLimit(now);

  function limited<A extends unknown[]>(member: keyof CustomerChatMembers, run: (...args: A) => void) {
    return (...args: A): boolean => {
      if (!limit.allow(member)) {
        console.warn(`${LOG_PREFIX} customer chat ${widget.widgetId}: ${member}() ignored; each call may run once every 5 seconds`);
        return false;
      }
      try {
        run(...args);
      } catch (error) {
        console.error(`${LOG_PREFIX} customer chat ${widget.widgetId}: ${member}() failed`, error);
      }
      return true;
    };
  }

  const setGreeting = (key: 'loggedInGreeting' | 'loggedOutGreeting', value: unknown) => {
    const text = greeting(value);
    if (text === undefined) console.warn(`${LOG_PREFIX} customer chat ${widget.widgetId}: a greeting must be a string`);
    else store.chatChanged(instanceId, { [key]: text });
  };

  return {
    open: limited('open', (shouldOpenDialog?: unknown) => {
      store.chatChanged(instanceId, shouldOpenDialog === true ? { requested: true, dialog: true } : { requested: true });
      runtime
        .tryOpen(instance, 'manual')
        .catch((error: unknown) => console.warn(`${LOG_PREFIX} customer chat ${widget.widgetId} could not open`, error));
    }),
    close: limited('close', () => runtime.close(instanceId, false)),
    openDialog: limited('openDialog', () => store.chatChanged(instanceId, { dialog: true })),
    closeDialog: limited('closeDialog', () => store.chatChanged(instanceId, { dialog: false })),
    setLoggedInGreeting: limited('setLoggedInGreeting', (text: unknown) => setGreeting('loggedInGreeting', text)),
    setLoggedOutGreeting: limited('setLoggedOutGreeting', (text: unknown) => setGreeting('loggedOutGreeting', text)),
    setPayload: limited('setPayload', (payload: unknown) => store.payloadSet(instanceId, sanitizeRefPayload(payload))),
    set: limited('set', (fields: CustomerChatFields) => {
      if (typeof fields !== 'object' || fields === null) {
        console.warn(`${LOG_PREFIX} customer chat ${widget.widgetId}: set() takes { loggedInGreeting, loggedOutGreeting, refPayload }`);
        return;
      }
      if (fields.loggedInGreeting !== undefined) setGreeting('loggedInGreeting', fields.loggedInGreeting);
      if (fields.loggedOutGreeting !== undefined) setGreeting('loggedOutGreeting', fields.loggedOutGreeting);
      if (fields.refPayload !== undefined) store.payloadSet(instanceId, sanitizeRefPayload(fields.refPayload));
    }),
  };
}
