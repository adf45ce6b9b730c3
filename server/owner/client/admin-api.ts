/** Calls to the owner API from the owner pages, with the admin token; a 401 asks for the token again. */
import { askForAdminToken, listenForTokenLink, readAdminToken } from './admin-token';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let token = readAdminToken();
listenForTokenLink();

export async function adminRequest<T>(method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  token ??= await askForAdminToken('Log in: open the Dashboard link the server printed when it started (it ends in #token=…), or enter the admin token printed beside it.');
  const response = await fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    token = await askForAdminToken('That admin token was refused. Enter the one printed when the server started.');
    return adminRequest(method, path, body);
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const message = (parsed as { message?: string } | undefined)?.message ?? `HTTP ${response.status}`;
    throw new AdminApiError(response.status, message);
  }
  return parsed as T;
}
