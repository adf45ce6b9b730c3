/**
 * Finds the embeds owners placed (CONTRACT §3): `<mc-box data-widget-id>`, `<mc-button …>` and the
 * classic `<div class="mcwidget-embed" data-widget-id>`, which is upgraded to the element of the
 * widget's kind.
 */
import { ELEMENT_TAG_BY_TYPE, EMBED_CLASS, WIDGET_ID_ATTRIBUTE, WIDGET_PAYLOAD_ATTRIBUTE } from '../constants';
import type { WidgetConfig } from '../config';

export interface FoundEmbed {
  element: HTMLElement;
  widget: WidgetConfig;
  payload: string;
}

const EMBED_TYPES = ['box', 'button'] as const;
const EMBED_SELECTOR = [`div.${EMBED_CLASS}[${WIDGET_ID_ATTRIBUTE}]`, ...EMBED_TYPES.map((type) => `${ELEMENT_TAG_BY_TYPE[type]}[${WIDGET_ID_ATTRIBUTE}]`)].join(',');

/** The classic div becomes the kind's element, keeping the owner's attributes and classes. */
function upgradeClassicEmbed(div: HTMLElement, tag: string): HTMLElement {
  const element = div.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(div.attributes)) element.setAttribute(name, value);
  div.replaceWith(element);
  return element;
}

export function scanEmbeds(root: ParentNode, widgets: readonly WidgetConfig[], explain: (element: Element, why: string) => void): FoundEmbed[] {
  const found: FoundEmbed[] = [];
  for (const candidate of Array.from(root.querySelectorAll<HTMLElement>(EMBED_SELECTOR))) {
    if (candidate.hasAttribute('data-instance-id')) continue;
    const id = Number(candidate.getAttribute(WIDGET_ID_ATTRIBUTE));
    const widget = widgets.find((entry) => entry.widgetId === id);
    if (!widget || !(EMBED_TYPES as readonly string[]).includes(widget.widgetType)) {
      explain(candidate, widget ? `widget ${id} is a ${widget.widgetType}, not an embed` : `widget ${id} is not in the load answer`);
      continue;
    }
    const tag = ELEMENT_TAG_BY_TYPE[widget.widgetType as (typeof EMBED_TYPES)[number]];
    const element = candidate.localName === tag ? candidate : upgradeClassicEmbed(candidate, tag);
    found.push({ element, widget, payload: element.getAttribute(WIDGET_PAYLOAD_ATTRIBUTE) ?? '' });
  }
  return found;
}
