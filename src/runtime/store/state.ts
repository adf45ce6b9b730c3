/** The runtime's state (docs/opt-in.md#client-state), one immutable snapshot at a time. */
import type { PositiveStatus, RenderReason } from '../constants';
import type { AppConfig, WidgetConfig } from '../config';
import { parseApp } from '../config/parse-app';
import type { Analytics, PageSignals, WidgetHistory } from '../types';
import { InstanceTable } from './instance-table';

/**
 * Where an instance is on screen, as one value rather than flags that could disagree: `idle`
 * before its first opening, `open` while displayed (docs/opt-in.md#client-state: displayed is "open or closed").
 * Whether it rendered is the instance's own fact (`InstanceState.rendered`), known before it opens.
 */
export type InstancePhase = 'idle' | 'open' | 'closed';

export interface AppState extends AppConfig {
  fbsdkReady: boolean;
  ytsdkReady: boolean;
  vimeosdkReady: boolean;
}

export interface VisitorHistory {
  userId: string;
  /** Per widget id: last impression and whether it was closed by hand since. */
  widgets: Readonly<Record<number, WidgetHistory>>;
}

export interface RouteState {
  url: string;
  /** Epoch ms of the last route change (or of the boot). */
  lastChange: number;
}

/**
 * What the views read for one rendered instance (docs/opt-in.md#client-state). Submitting and opting in are
 * facts of their own, not phases: a card stays open with its submitted content, and a submitted
 * card closed and opened again still shows it. Read them through the predicates below.
 */
export interface UiState {
  phase: InstancePhase;
  /** The instance switched to its submitted content (the after-submit flow). */
  submitted: boolean;
  /** The pixel confirmed the visitor's opt-in through this instance. */
  optedin: boolean;
}

export const isDisplayed = (ui: UiState | undefined): boolean => ui?.phase === 'open';
export const isSubmitted = (ui: UiState | undefined): boolean => ui?.submitted === true;
export const isOptedIn = (ui: UiState | undefined): boolean => ui?.optedin === true;

/** The messenger checkbox of one instance (docs/page-api.md#the-standalone-checkbox); ref and userRef are set on submit. */
export interface CheckboxState {
  checked: boolean;
  ref: string;
  userRef: string;
}

/**
 * What the page API (docs/page-api.md#the-customer-chat) changes on a customer chat, read by its view: the loader and the
 * UI chunk both see it here, and it outlives the view when the element is moved.
 */
export interface CustomerChatState {
  /** The greeting dialog open or closed as the page or the visitor last asked; undefined: as the display mode says. */
  dialog: boolean | undefined;
  /** The page called `open()`: a chat set up `minimized: "hidden"` waits for it. */
  requested: boolean;
  /** Greetings set by the page; undefined: the widget's own. */
  loggedInGreeting: string | undefined;
  loggedOutGreeting: string | undefined;
}

/**
 * What happened in an instance's view that the analytics tell (docs/architecture.md, journey 2): the
 * visitor's acts, and the Messenger plugin found missing. Opening, closing, submitting and opting in
 * are told by the instance's other records; these are what nothing else in the store shows.
 */
export type InstanceAct =
  /** The visitor took an opt-in path: confirmed (with the consent shown) or intent only (a link or an app opened). */
  | { type: 'optInPath'; path: PositiveStatus; consent?: Analytics['consent'] }
  /** The visitor used one of the launcher's channels. */
  | { type: 'channel'; channelType: string }
  /** The visitor opened or closed the launcher, or closed its popover. */
  | { type: 'launcher'; event: 'open' | 'close' | 'popover_close' }
  /** The Messenger plugin was shown but did not render. */
  | { type: 'pluginMissing' };

export interface InstanceState {
  widgetId: number;
  /** An owner's preview, not a visitor's widget: nothing of it is reported. */
  preview: boolean;
  /** What happened in its view, oldest first (only ever appended to). */
  acts: readonly InstanceAct[];
  refPayload: string;
  rendered: boolean;
  renderReason: RenderReason | undefined;
  checkbox: CheckboxState;
  chat: CustomerChatState;
  /** An open is under way (the UI loading, the render awaited): no second one starts meanwhile. */
  opening: boolean;
  /** Whether its last close was the visitor's (the close event says so). */
  closedByVisitor: boolean;
  /** The route (its `lastChange`) on which a trigger last opened it: triggers open once per route. */
  triggeredOnRoute: number | undefined;
}

/** The text to send from a phone, shown on a desktop with a QR code that opens the phone's composer (docs/elements.md). */
export interface SmsCode {
  phone: string;
  body: string;
  /** The `sms:` link the QR code holds. */
  link: string;
}

/** The SMS form's spinners, errors and desktop code, per instance, so two SMS cards on one page do not share them. */
export interface SmsFormState {
  isLoading: boolean;
  isGeneratingRef: boolean;
  errors: readonly string[];
  smsCode?: SmsCode | undefined;
}

export interface State {
  widgets: readonly WidgetConfig[];
  history: VisitorHistory;
  app: AppState;
  route: RouteState;
  page: PageSignals;
  /** Per instance id (instance-table.ts: a change copies a few entries, not every instance's). */
  ui: InstanceTable<UiState>;
  instances: InstanceTable<InstanceState>;
  smsForm: InstanceTable<SmsFormState>;
}

export const EMPTY_PAGE: PageSignals = Object.freeze({ maxScroll: 0, secondsSpent: 0, exitIntent: false, anchors: Object.freeze([]) });

// Marked pure so the loader, which never creates an instance, leaves the instances' empty states out.
export const EMPTY_UI: UiState = /* @__PURE__ */ Object.freeze({ phase: 'idle', submitted: false, optedin: false });

export const EMPTY_CHECKBOX: CheckboxState = /* @__PURE__ */ Object.freeze({ checked: false, ref: '', userRef: '' });

export const EMPTY_CHAT: CustomerChatState = /* @__PURE__ */ Object.freeze({
  dialog: undefined,
  requested: false,
  loggedInGreeting: undefined,
  loggedOutGreeting: undefined,
});

export const EMPTY_SMS_FORM: SmsFormState = /* @__PURE__ */ Object.freeze({
  isLoading: false,
  isGeneratingRef: false,
  errors: /* @__PURE__ */ Object.freeze([]),
});

/** The app settings before the load answer: each one's empty value, with no SDK in yet. */
export function emptyApp(): AppState {
  return { ...parseApp(undefined), fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false };
}

/** The per-instance records of a page with no instance yet. */
export function noInstances(): Pick<State, 'ui' | 'instances' | 'smsForm'> {
  return { ui: InstanceTable.empty(), instances: InstanceTable.empty(), smsForm: InstanceTable.empty() };
}

export function initialState(overrides: Partial<State> = {}): State {
  return {
    widgets: [],
    history: { userId: '', widgets: {} },
    app: emptyApp(),
    route: { url: '', lastChange: 0 },
    page: EMPTY_PAGE,
    ...noInstances(),
    ...overrides,
  };
}
