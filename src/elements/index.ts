/**
 * The UI chunk's entry: the loader imports it when a widget is about to render and hands it the
 * runtime. Everything React, Emotion and DOMPurify lives behind this module.
 */
import type { UiHost } from '../runtime/ui-host';
import { setUiHost } from '../react/ui-host-context';
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

/** Defines every `<mc-*>` tag. An element renders nothing until the runtime claims it, so this is safe before a host exists. */
export function registerElements(): void {
  defineBar();
  defineSlideIn();
  defineModal();
  definePageTakeover();
  defineButton();
  defineBox();
  defineLanding();
  defineOmnichat();
  defineCustomerChat();
  defineCheckbox();
}

/** What the loader calls once the UI chunk is in: the views get the runtime, then the tags are defined. */
export function defineElements(host: UiHost): void {
  setUiHost(host);
  registerElements();
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
