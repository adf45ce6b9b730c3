/**
 * The UI chunk's entry: the page stage imports it when a widget is about to render (the loader
 * starts the same import early) and hands it the UI host. Everything React and Emotion lives behind
 * this module; DOMPurify and the views of the launcher, the customer chat and the checkbox are
 * chunks behind it, asked for only when a widget's texts hold markup or one of those is configured.
 */
import { loadSanitizer, provideSanitizer } from '../react/sanitize';
import { holdsMarkup } from '../runtime/config/markup';
import { afterLongFirstView, prepareRenderer } from './shared-root';
import { answerHostRequests } from './host-request';
import { loadChatKinds } from '../react/widgets/load-chat-kinds';
import { CHAT_VIEW, isKind } from '../runtime/kinds';
import type { UiHost } from '../runtime/ui-host';
import type { RenderReason } from '../runtime/constants';
import { defineBar } from './mc-bar';
import { defineSlideIn } from './mc-slide-in';
import { defineModal } from './mc-modal';
import { definePageTakeover } from './mc-page-takeover';
import { defineButton } from './mc-button';
import { defineBox } from './mc-box';
import { defineLanding } from './mc-landing';
import { defineOmnichat } from './mc-omnichat';
import { defineCustomerChat } from './mc-customer-chat';
import { defineCheckbox } from './mc-checkbox';

export { rehearseWidgets as rehearse } from './rehearsal';

const DEFINITIONS = [
  defineBar,
  defineSlideIn,
  defineModal,
  definePageTakeover,
  defineButton,
  defineBox,
  defineLanding,
  defineOmnichat,
  defineCustomerChat,
  defineCheckbox,
];

/**
 * Defines every `<mc-*>` tag, also before a host exists (the npm package does on import): an
 * element renders nothing until a runtime whose store holds its instance claims it.
 */
export function registerElements(): void {
  DEFINITIONS.forEach((define) => define());
}

/**
 * What the page stage calls once the UI chunk is in: the tags are defined, and the elements of the
 * host's instances get it when they ask (host-request.ts). Returns how to stop answering.
 */
export function defineElements(host: UiHost): () => void {
  // Asked for before the first render, so a description with markup is usually drawn formatted at once: the module the
  // page stage imported beside the UI (ui-host.ts).
  if (host.sanitizer) provideSanitizer(host.sanitizer);
  const { widgets } = host.store.getState();
  if (widgets.some((widget) => holdsMarkup(widget.data))) void loadSanitizer();
  // The launcher's, customer chat's and checkbox's views too, when one is configured.
  if (widgets.some((widget) => isKind(widget.widgetType, CHAT_VIEW))) void loadChatKinds().catch(() => undefined);
  // React's renderer is evaluated in the next task, while the runtime places the elements.
  void prepareRenderer();
  // A view's "rendered" from a first view drawn slowly reaches the runtime a task later (shared-root.tsx, afterLongFirstView);
  // the rest of the host is the runtime's own, read through, as the runtime may change it.
  const viewHost: UiHost = Object.create(host, {
    rendered: { value: (instanceId: string, reason: RenderReason) => afterLongFirstView(() => host.rendered(instanceId, reason)) },
  });
  const stop = answerHostRequests(viewHost);
  registerElements();
  return stop;
}

// Keeps each element file's HTMLElementTagNameMap entry in the package's type declarations.
export type {} from './mc-bar';
export type {} from './mc-slide-in';
export type {} from './mc-modal';
export type {} from './mc-page-takeover';
export type {} from './mc-button';
export type {} from './mc-box';
export type {} from './mc-landing';
export type {} from './mc-omnichat';
export type {} from './mc-customer-chat';
export type {} from './mc-checkbox';
