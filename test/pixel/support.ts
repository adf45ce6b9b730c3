/** Small builders for the pixel tests: tokens, storage, a window stand-in and a recording transport. */
import sinon from 'sinon';
import { createStorage, type SafeStorage } from '../../src/runtime/storage';
import type { SendResult } from '../../src/pixel/transport';
import { makeStorage } from '../support/fake-storage';

export const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
export const HOST = 'https://api.example.com';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token whose first segment carries `claims`, as the product's tokens do. */
export const makeToken = (claims: unknown, signature = 'c2lnbmF0dXJl') => `${base64Url(JSON.stringify(claims))}.${signature}`;
/** A token expiring `ms` after `now` (negative: already expired). */
export const tokenExpiringIn = (ms: number, now = NOW) => makeToken({ exp: Math.floor((now + ms) / 1000), sub: 'subscriber-1' });

/** A Storage backed by a Map, optionally refusing every write (private mode, full quota). */
export function makeBacking(initial: Record<string, string> = {}, refuseWrites = false): Storage & { data: Map<string, string> } {
  return makeStorage({ initial, failWrites: refuseWrites });
}

export function memoryStorage(backing: Storage = makeBacking()): SafeStorage {
  return createStorage(() => backing);
}

export interface FakeWindow extends EventTarget {
  document: EventTarget & { visibilityState: DocumentVisibilityState };
  navigator: {
    onLine: boolean;
    userAgent: string;
    webdriver: boolean;
    sendBeacon: sinon.SinonStub;
    language: string;
    platform: string;
    hardwareConcurrency: number;
  };
  location: { href: string };
  screen: { width: number; height: number; colorDepth: number };
  fetch: sinon.SinonStub;
  /** Idle at once: the pixel tests look at what is sent; delivery.test.ts gives its own schedule to look at when. */
  requestIdleCallback: (task: () => void) => number;
  MC_PIXEL?: Record<string, (...args: never[]) => Promise<void>>;
}

/** What the pixel touches of a window, with page-leave events a test can fire. */
export function makeWindow(href = 'https://shop.example.com/products/hat'): FakeWindow {
  const win = new EventTarget() as FakeWindow;
  win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  win.navigator = {
    onLine: true,
    userAgent: DESKTOP_UA,
    webdriver: false,
    sendBeacon: sinon.stub().returns(true),
    language: 'en-US',
    platform: 'Linux x86_64',
    hardwareConcurrency: 8,
  };
  win.location = { href };
  win.screen = { width: 1920, height: 1080, colorDepth: 24 };
  win.fetch = sinon.stub().resolves(new Response(null, { status: 200 }));
  win.requestIdleCallback = (task) => (task(), 0);
  return win;
}

export const asWindow = (win: FakeWindow) => win as unknown as Window;

export function hide(win: FakeWindow): void {
  win.document.visibilityState = 'hidden';
  win.document.dispatchEvent(new Event('visibilitychange'));
}

export function show(win: FakeWindow): void {
  win.document.visibilityState = 'visible';
  win.document.dispatchEvent(new Event('visibilitychange'));
}

export const pagehide = (win: FakeWindow) => win.dispatchEvent(new Event('pagehide'));

export interface SentRequest {
  url: string;
  body: Record<string, unknown>;
  keepalive: boolean;
}

/**
 * A transport that records every attempt and answers from `answer` (200 by default). `delivered`
 * lists the bodies the "server" accepted, so a test can count each event id.
 */
export function makeTransport(answer: (attempt: SentRequest, index: number) => SendResult | Promise<SendResult> = () => ({ status: 200 })) {
  const attempts: SentRequest[] = [];
  const delivered: SentRequest[] = [];
  const beacons: { url: string; body: string }[] = [];
  const send = sinon.spy(async (url: string, body: string, keepalive: boolean): Promise<SendResult> => {
    const attempt = { url, body: JSON.parse(body) as Record<string, unknown>, keepalive };
    attempts.push(attempt);
    const result = await answer(attempt, attempts.length - 1);
    if (result.status >= 200 && result.status < 300) delivered.push(attempt);
    return result;
  });
  const beacon = sinon.spy((url: string, body: string) => {
    beacons.push({ url, body });
    return true;
  });
  return { send, beacon, attempts, delivered, beacons };
}

/** Lets promise callbacks (a send settling, a call waiting for configure) run. */
export const settle = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
};

/** sinon's default fake-timer set also fakes what the test runner needs, and hangs it. */
export const useFakeTimers = () =>
  sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: NOW });
