/**
 * The UI chunk's entry: the loader imports it when a widget is about to render and hands it the
 * runtime. Everything React, Emotion and DOMPurify lives behind this module.
 */
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../runtime/constants';
import type { UiHost } from '../runtime/ui-host';
import { setUiHost } from '../react/ui-host-context';
import { Card } from '../react/widgets/card/Card';
import { defineWidgetElement } from './define-widget-element';

export function defineElements(host: UiHost): void {
  setUiHost(host);
  for (const type of Object.keys(ELEMENT_TAG_BY_TYPE) as RenderedWidgetType[]) {
    defineWidgetElement(ELEMENT_TAG_BY_TYPE[type], Card);
  }
}
