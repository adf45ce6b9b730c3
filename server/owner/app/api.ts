/**
 * The owner API as the app calls it: same origin, signed in by the session cookie the server sets
 * at sign-in (HttpOnly, so no page script can read the credential). Every call that changes
 * something carries `X-MC-Admin: 1`, a header another site cannot make a browser send
 * (docs/server.md, "Signing in").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown for a 401: the app shows the sign-in form. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['X-MC-Admin'] = '1';
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return parsed as T;
}

/** A widget as the owner API carries it (the load answer's shape, plus what only the owner sees). */
export interface WidgetFields {
  widget_type: string;
  channel: string;
  name: string;
  sms_keyword: string;
  widget_sign: string;
  data: Record<string, unknown>;
}

export interface AdminWidget extends WidgetFields {
  widget_id: number;
  account_id: string;
  updated_at: string;
  status: 'live' | 'draft';
  has_unpublished_changes: boolean;
  version: number;
  published_at: string | null;
  draft_updated_at: string | null;
}

export interface Account {
  account_id: string;
  app: Record<string, unknown>;
  shop_domain: string | null;
}

export interface WidgetVersion {
  version: number;
  published_at: string;
  widget: AdminWidget;
}

export interface Install {
  origin: string;
  first_seen: string;
  last_seen: string;
  load_calls: number;
}

/** The fields of a widget the owner edits: what a draft stores. */
export function fieldsOf(widget: WidgetFields): WidgetFields {
  const { widget_type, channel, name, sms_keyword, widget_sign, data } = widget;
  return { widget_type, channel, name, sms_keyword, widget_sign, data };
}
