import type { ScriptSettings } from '../../src/runtime/types';

/** Small builders for test data, so each test states only what it is about. */
export function makeWidget(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { widget_id: 42, widget_type: 'modal', channel: 'fb', data: {}, ...overrides };
}

/** The snippet's settings as the loader reads them (script-settings.ts), with a CDN script and the API's host. */
export function makeSettings(overrides: Partial<ScriptSettings> = {}): ScriptSettings {
  return {
    scriptUrl: 'https://cdn.example.com/mc-widgets.js',
    accountId: '1234567',
    host: 'https://api.example.com',
    hash: '',
    nonce: '',
    fbSdkUrl: '',
    locale: '',
    debug: false,
    ...overrides,
  };
}

export function makeLoadAnswer(widgets: unknown[] = [makeWidget()], app: Record<string, unknown> = { pageId: '1234567' }) {
  return { app, widgets };
}

const PAIRS = new Set([
  'whenDisplay',
  'showAgain',
  'showAgainIfClosed',
  'popupMessageWhenDisplay',
  'desktopFirstSeen',
  'mobileFirstSeen',
  'reply_delay',
]);
/** Fields whose value is kept as given (read as any JSON), and so must not change shape. */
const AS_GIVEN = new Set(['sequence', 'ref_payload_field_id', 'pixelId', 'feed_comment_welcome']);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function specShapedValue(key: string, value: unknown): unknown {
  if (AS_GIVEN.has(key) || value === null) return value;
  if (PAIRS.has(key) && Array.isArray(value))
    return [capitalised(String(value[0])), typeof value[1] === 'number' ? String(value[1]) : value[1]];
  if (key === 'width' && Array.isArray(value)) return `${String(value[1])}${String(value[0])}`;
  if (key === 'buttonSize' && typeof value === 'string') return value.toUpperCase();
  if (typeof value === 'boolean') return value ? (key.length % 2 ? 1 : 'true') : key.length % 2 ? 0 : 'false';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => [
      inner,
      specShapedValue(inner, innerValue),
    ]);
    // A field left unset written as null, as owners' tools do, beside what was set.
    return Object.fromEntries([...entries, ['unsetByTheOwner', null]]);
  }
  return value;
}

/**
 * A default-shaped fixture's spec-shaped sibling: the same widget as the world writes it (id as a
 * string, the kind capitalised, the channel by its long name, flags as 0/1/"true"/"false", numbers
 * as numeric strings, pairs with capitalised modes, widths as "350px", button sizes in capitals,
 * unset fields as null, an unknown section). Read, both must give the same widget.
 */
export function specShapedSibling(widget: Record<string, unknown>): Record<string, unknown> {
  const channels: Record<string, string> = { fb: 'facebook', none: '', sms: 'SMS', omni: 'Omni' };
  const data = (widget['data'] ?? {}) as Record<string, unknown>;
  const sections = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, specShapedValue(key, value)]));
  return {
    ...widget,
    widget_id: ` ${String(widget['widget_id'] ?? widget['id'])} `,
    widget_type: capitalised(String(widget['widget_type'] ?? widget['type'])),
    channel: channels[String(widget['channel'] ?? 'none')] ?? widget['channel'],
    data: { ...sections, submitted: sections['submitted'] ?? null, fromAnotherTool: { version: 2 } },
  };
}
