/**
 * The UI chunk's entry: the loader imports it when a widget is about to render and hands it the
 * runtime. Everything React, Emotion and DOMPurify lives behind this module.
 */
import type { UiHost } from '../runtime/ui-host';
import { setUiHost } from '../react/ui-host-context';
import { Card } from '../react/widgets/card/Card';
import { defineWidgetElement } from './define-widget-element';
import { defineBar } from './mc-bar';
import { defineSlideIn } from './mc-slide-in';
import { defineModal } from './mc-modal';
import { definePageTakeover } from './mc-page-takeover';
import { defineButton } from './mc-button';
import { defineBox } from './mc-box';
import { defineLanding } from './mc-landing';

export function defineElements(host: UiHost): void {
  setUiHost(host);
  defineBar();
  defineSlideIn();
  defineModal();
  definePageTakeover();
  defineButton();
  defineBox();
  defineLanding();
  // The launcher, customer chat and standalone checkbox keep the generic card until their own views land.
  for (const tag of ['mc-customer-chat', 'mc-checkbox', 'mc-omnichat']) defineWidgetElement(tag, Card);
}
