/**
 * Chromium driven over the DevTools protocol's pipe, with the few calls the bench makes and nothing
 * more. Not Playwright: it enables the Runtime domain on every page, and with that domain on, V8
 * keeps where each Error was created, line and column, for the console. React's renderer creates
 * five errors as its module runs (its suspense and hydration signals), so V8 parsed the renderer's whole module
 * function a second time to find their positions: evaluating the renderer took 67–74 ms at 4× CPU
 * with the domain on and 11–15 without, about 15 ms more on this machine at full speed, on our
 * pages and on React alone's alike. No visitor's browser
 * runs with DevTools attached. Here a page's script is run with `Runtime.evaluate`, which needs no
 * enabled domain; its uncaught errors are kept by a listener the page is given before its scripts,
 * and its network is watched (`Network.enable`) only where a measure asks for requests.
 *
 * The switches are Playwright's for a headless Chromium (the ones that change what a page does:
 * no paint holding, no back-forward cache, no throttled timers or hidden renderers, a fine pointer
 * that hovers), so the figures compare with the runs measured through it.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SWITCHES = [
  '--headless',
  '--remote-debugging-pipe',
  '--no-startup-window',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-extensions',
  '--disable-features=PaintHolding,MediaRouter,OptimizationHints,ThirdPartyStoragePartitioning,HttpsUpgrades',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--force-color-profile=srgb',
  '--password-store=basic',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/** Kept by the page from before its first script: what Playwright reports as page errors. */
const KEEP_ERRORS = `(() => {
  const errors = (window.__benchErrors = []);
  addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) => errors.push('Uncaught (in promise) ' + String(event.reason)));
})();`;

/** The protocol over the pipe: JSON messages ended by a NUL byte, commands answered by id. */
class Connection {
  constructor(toBrowser, fromBrowser) {
    this.toBrowser = toBrowser;
    this.lastId = 0;
    /** Every method asked of the browser, so a test can check the Runtime domain is never enabled. */
    this.methods = new Set();
    this.pending = new Map();
    this.sessions = new Map();
    let buffer = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        this.dispatch(message);
      }
    });
    fromBrowser.on('close', () => {
      for (const { reject, method } of this.pending.values()) reject(new Error(`${method}: the browser closed`));
      this.pending.clear();
    });
  }

  send(method, params = {}, sessionId = undefined) {
    const id = ++this.lastId;
    this.methods.add(method);
    this.toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }));
  }

  dispatch(message) {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting?.resolve(message.result);
    } else this.sessions.get(message.sessionId)?.emit(message.method, message.params);
  }
}

/** One attached page's commands and events (what Playwright's CDPSession gives). */
class Session extends EventEmitter {
  constructor(connection, sessionId) {
    super();
    this.connection = connection;
    this.sessionId = sessionId;
    connection.sessions.set(sessionId, this);
  }

  send(method, params = {}) {
    return this.connection.send(method, params, this.sessionId);
  }
}

/** A request as the bench reads it; a response holds its request and reads its body once it has arrived. */
function createRequest(event) {
  return { url: () => event.request.url, resourceType: () => (event.type ?? 'other').toLowerCase() };
}

class Page extends EventEmitter {
  constructor(session) {
    super();
    this.session = session;
    this.currentUrl = 'about:blank';
    this.requests = new Map();
    this.finished = new Map();
    /** The uncaught errors of the documents navigated away from. */
    this.earlierErrors = [];
    session.on('Page.frameNavigated', ({ frame }) => {
      if (!frame.parentId) this.currentUrl = frame.url;
    });
    this.on('newListener', (event) => {
      if (['request', 'response', 'requestfailed'].includes(event)) this.watchNetwork();
    });
  }

  async start({ userAgent, viewport }) {
    await this.session.send('Page.enable');
    await this.addInitScript({ content: KEEP_ERRORS });
    if (viewport) {
      await this.session.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    }
    if (userAgent) await this.session.send('Emulation.setUserAgentOverride', { userAgent });
  }

  /** Requests and responses as events, from the first listener on. */
  watchNetwork() {
    if (this.networkWatched) return;
    this.networkWatched = this.session.send('Network.enable');
    const settle = (requestId) => {
      let done;
      const promise = new Promise((resolve, reject) => (done = { resolve, reject }));
      promise.catch(() => {});
      this.finished.set(requestId, { promise, ...done });
    };
    this.session.on('Network.requestWillBeSent', (event) => {
      const request = createRequest(event);
      this.requests.set(event.requestId, request);
      settle(event.requestId);
      this.emit('request', request);
    });
    this.session.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId) ?? createRequest({ request: { url: event.response.url }, type: event.type });
      const arrived = this.finished.get(event.requestId)?.promise ?? Promise.resolve();
      this.emit('response', {
        url: () => event.response.url,
        status: () => event.response.status,
        request: () => request,
        body: async () => {
          await arrived;
          const { body, base64Encoded } = await this.session.send('Network.getResponseBody', { requestId: event.requestId });
          return Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
        },
      });
    });
    this.session.on('Network.loadingFinished', ({ requestId }) => this.finished.get(requestId)?.resolve());
    this.session.on('Network.loadingFailed', ({ requestId, errorText }) => {
      this.finished.get(requestId)?.reject(new Error(errorText));
      const request = this.requests.get(requestId);
      if (request) this.emit('requestfailed', request);
    });
  }

  /** Runs `script` (a function, or `{ content }`) in each document the page opens, before its own scripts. */
  async addInitScript(script) {
    const source = typeof script === 'function' ? `(${script})();` : script.content;
    await this.session.send('Page.addScriptToEvaluateOnNewDocument', { source });
  }

  /** Navigates; resolves once the page has committed (`commit`) or fired its load event (`load`). */
  async goto(url, { waitUntil = 'load' } = {}) {
    await this.networkWatched;
    if (this.currentUrl !== 'about:blank') this.earlierErrors.push(...(await this.documentErrors()));
    const loaded = waitUntil === 'load' ? new Promise((resolve) => this.session.once('Page.loadEventFired', resolve)) : undefined;
    const { errorText } = await this.session.send('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await loaded;
  }

  /** Runs `fn(arg)` in the page, awaiting what it returns (a value that JSON can carry). */
  async evaluate(fn, arg) {
    const expression = typeof fn === 'string' ? fn : `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;
    const { result, exceptionDetails } = await this.session.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  }

  /** The page's uncaught errors so far, in every document it has shown. */
  async errors() {
    return [...this.earlierErrors, ...(await this.documentErrors())];
  }

  /** The uncaught errors of the document shown now. */
  documentErrors() {
    return this.evaluate(() => window.__benchErrors ?? []);
  }

  waitForTimeout(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  url() {
    return this.currentUrl;
  }
}

/** A browser context of its own (storage, cache), and its pages. */
class Context {
  constructor(connection, id, options) {
    this.connection = connection;
    this.id = id;
    this.options = options;
  }

  async newPage() {
    const { targetId } = await this.connection.send('Target.createTarget', { url: 'about:blank', browserContextId: this.id });
    const { sessionId } = await this.connection.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(new Session(this.connection, sessionId));
    await page.start(this.options);
    return page;
  }

  /** A session on the page for the measures' own calls (profiler, heap, throttling). */
  newCDPSession(page) {
    return page.session;
  }

  async close() {
    await this.connection.send('Target.disposeBrowserContext', { browserContextId: this.id }).catch(() => {});
  }
}

/** Starts Chromium; `newContext`, `version` and `close` as the bench uses Playwright's. */
export async function launchChromium({ executablePath, args }) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'mc-bench-'));
  const child = spawn(executablePath, [...args, ...SWITCHES, `--user-data-dir=${userDataDir}`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const connection = new Connection(child.stdio[3], child.stdio[4]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { product } = await Promise.race([
    connection.send('Browser.getVersion'),
    exited.then(() => Promise.reject(new Error(`${executablePath} exited before answering`))),
  ]);
  return {
    async newContext(options = {}) {
      const { browserContextId } = await connection.send('Target.createBrowserContext', { disposeOnDetach: true });
      return new Context(connection, browserContextId, options);
    },
    version: () => product.split('/').pop(),
    /** The protocol methods sent so far. */
    methodsSent: () => [...connection.methods],
    async close() {
      await connection.send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
