/**
 * Finds where owners placed widgets (docs/display-rules.md#page-scanning): a landing element means only that
 * widget loads; otherwise embeds (`<mc-box>`, `<mc-button>`, any element with the class
 * `mcwidget-embed`: a `div`, a `span`, a `p`...) and checkboxes (`<mc-checkbox>`, any element with
 * `mcwidget-checkbox`). Classic markup becomes the element of the widget's kind.
 */
import { INSTANCE_ATTRIBUTE, LANDING_ELEMENT_ID, PREVIEW_ATTRIBUTE, WIDGET_ID_ATTRIBUTE, WIDGET_PAYLOAD_ATTRIBUTE } from '../constants';
import { ELEMENT_TAG_BY_TYPE, EMBED, kindsWith, RENDERED_WIDGET_TYPES, type RenderedWidgetType } from '../kinds';
import type { WidgetConfig } from '../config';
import { CHECKBOX_SELECTOR, EMBED_SELECTOR, LANDING_SELECTOR, PREVIEW_SELECTOR } from './placed';

interface PlacedWidget {
  element: HTMLElement;
  /** The element the owner placed; differs from `element` when a classic div was upgraded. */
  original: HTMLElement;
  widget: WidgetConfig;
  payload: string;
}

export interface Rejection {
  element: Element;
  reason: string;
}

interface Slot {
  selector: string;
  types: readonly RenderedWidgetType[];
}

export { INSTANCE_ATTRIBUTE, PREVIEW_ATTRIBUTE };

const EMBED_SLOT: Slot = { selector: EMBED_SELECTOR, types: kindsWith(EMBED) as readonly RenderedWidgetType[] };
const CHECKBOX_SLOT: Slot = { selector: CHECKBOX_SELECTOR, types: ['checkbox'] };
const LANDING_SLOT: Slot = { selector: LANDING_SELECTOR, types: ['landing'] };
const PREVIEW_SLOT: Slot = { selector: PREVIEW_SELECTOR, types: RENDERED_WIDGET_TYPES };

function upgrade(candidate: HTMLElement, tag: string): HTMLElement {
  if (candidate.localName === tag) return candidate;
  const element = candidate.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(candidate.attributes)) element.setAttribute(name, value);
  candidate.replaceWith(element);
  return element;
}

function scanSlot(root: ParentNode, slot: Slot, widgets: readonly WidgetConfig[], rejected: Rejection[]): PlacedWidget[] {
  const placed: PlacedWidget[] = [];
  for (const candidate of Array.from(root.querySelectorAll<HTMLElement>(slot.selector))) {
    if (candidate.hasAttribute(INSTANCE_ATTRIBUTE)) continue;
    const id = Number(candidate.getAttribute(WIDGET_ID_ATTRIBUTE));
    const widget = widgets.find((entry) => entry.widgetId === id);
    if (!widget) {
      rejected.push({ element: candidate, reason: `widget ${candidate.getAttribute(WIDGET_ID_ATTRIBUTE)} is not in the load answer` });
      continue;
    }
    const type = widget.widgetType as RenderedWidgetType;
    if (!slot.types.includes(type)) {
      rejected.push({ element: candidate, reason: `widget ${id} is a ${widget.widgetType}, which cannot be placed here` });
      continue;
    }
    const element = upgrade(candidate, ELEMENT_TAG_BY_TYPE[type]);
    placed.push({ element, original: candidate, widget, payload: element.getAttribute(WIDGET_PAYLOAD_ATTRIBUTE) ?? '' });
  }
  return placed;
}

/** Only the first checkbox of a widget renders; `taken` holds widget ids already rendered on the page. */
function firstCheckboxes(found: PlacedWidget[], taken: ReadonlySet<number>, rejected: Rejection[]): PlacedWidget[] {
  const seen = new Set(taken);
  return found.filter(({ element, widget }) => {
    if (!seen.has(widget.widgetId)) {
      seen.add(widget.widgetId);
      return true;
    }
    rejected.push({ element, reason: `checkbox widget ${widget.widgetId} is already on this page; only the first one renders` });
    return false;
  });
}

export function findLanding(root: ParentNode, widgets: readonly WidgetConfig[], rejected: Rejection[]): PlacedWidget | undefined {
  return scanSlot(root, LANDING_SLOT, widgets, rejected)[0];
}

export function hasLandingElement(root: ParentNode): boolean {
  return root.querySelector(`#${LANDING_ELEMENT_ID}`) !== null;
}

export function scanPlacedWidgets(
  root: ParentNode,
  widgets: readonly WidgetConfig[],
  takenCheckboxIds: ReadonlySet<number>,
): { placed: PlacedWidget[]; rejected: Rejection[] } {
  const rejected: Rejection[] = [];
  const previews = scanSlot(root, PREVIEW_SLOT, widgets, rejected);
  const inPreview = new Set<Element>(previews.map((found) => found.element));
  const notPreviewed = (found: PlacedWidget) => !inPreview.has(found.element);
  const embeds = scanSlot(root, EMBED_SLOT, widgets, rejected).filter(notPreviewed);
  const checkboxes = firstCheckboxes(scanSlot(root, CHECKBOX_SLOT, widgets, rejected).filter(notPreviewed), takenCheckboxIds, rejected);
  return { placed: [...previews, ...embeds, ...checkboxes], rejected };
}
