/**
 * What the preview shows, fetched with the admin token: the account's widgets as a list, and the
 * chosen one on the stage as its element in preview mode, rendered by the widget script. Nothing of
 * any account is in the page until the owner API has accepted the token.
 *
 * The page keeps the admin token, so no third-party script runs on it: the widget script is told to
 * take the platform's SDK from a same-origin stub that defines nothing, and messenger widgets show
 * their fallback look (the page's content policy would refuse the real SDK anyway).
 */
import { ELEMENT_TAG_BY_TYPE, type RenderedWidgetType } from '../../../src/runtime/constants';
import { kindName } from '../../domain/kind-names';
import { adminRequest } from './admin-api';

interface PreviewWidget {
  widget_id: number;
  widget_type: string;
  channel?: string;
  name: string;
}

export const NO_SDK_ASSET = '/admin/assets/no-platform-sdk.js';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  return node;
}

function listItem(accountId: string, widget: PreviewWidget, selected: boolean): HTMLLIElement {
  const link = element('a', widget.name || `Widget ${widget.widget_id}`);
  link.href = `/admin/preview?account=${encodeURIComponent(accountId)}&widget=${widget.widget_id}`;
  if (selected) link.setAttribute('aria-current', 'page');
  link.append(element('br'), element('small', `${kindName(widget.widget_type, widget.channel)} · ${widget.widget_id}`));
  const item = element('li');
  item.append(link);
  return item;
}

function stageFor(widget: PreviewWidget | undefined): HTMLElement {
  if (!widget) return element('p', 'Choose a widget on the left.');
  const tag = ELEMENT_TAG_BY_TYPE[widget.widget_type as RenderedWidgetType];
  if (!tag) return element('p', `A ${kindName(widget.widget_type, widget.channel)} widget is not shown on pages, so it has no preview.`);
  const node = document.createElement(tag);
  node.dataset['widgetId'] = String(widget.widget_id);
  node.setAttribute('preview', '');
  return node;
}

function widgetScript(accountId: string): HTMLScriptElement {
  const script = element('script');
  script.async = true;
  script.src = '/mc-widgets.js';
  script.dataset['accountId'] = accountId;
  script.dataset['fbSdkUrl'] = new URL(NO_SDK_ASSET, location.origin).href;
  return script;
}

/** Fills the list and the stage; resolves once the widget script is on its way. */
export async function showPreview(parts: { heading: HTMLElement; list: HTMLElement; stage: HTMLElement }): Promise<void> {
  const query = new URLSearchParams(location.search);
  const { accounts } = await adminRequest<{ accounts: { account_id: string }[] }>('GET', '/admin/api/accounts');
  const wanted = query.get('account');
  const accountId = accounts.find((account) => account.account_id === wanted)?.account_id ?? accounts[0]?.account_id;
  if (!accountId) {
    parts.list.replaceChildren(element('li', 'No account yet.'));
    return;
  }
  const { widgets } = await adminRequest<{ widgets: PreviewWidget[] }>('GET', `/admin/api/accounts/${accountId}/widgets`);
  const selected = widgets.find((widget) => String(widget.widget_id) === query.get('widget')) ?? widgets[0];
  parts.heading.textContent = `Widgets of ${accountId}`;
  parts.list.replaceChildren(...(widgets.length ? widgets.map((widget) => listItem(accountId, widget, widget === selected)) : [element('li', 'No widgets yet.')]));
  parts.stage.replaceChildren(stageFor(selected));
  if (selected) document.title = `Preview: ${selected.name || selected.widget_id} · mc-widgets`;
  document.body.append(widgetScript(accountId));
}
