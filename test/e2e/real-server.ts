/**
 * The real server, started as `npm start` starts it (server/main.ts on an empty database in a fresh
 * folder, the demo seeded), for end-to-end tests that want the real routes and storage rather than
 * the fixture server: its URL, what it printed, the owner API with the admin token, and a stop.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** At least 24 characters, as the server asks of a chosen token. */
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: string[];
  dataDir: string;
  /** A GET of the owner API with the admin token; asserts a 200. */
  adminGet<T>(urlPath: string): Promise<T>;
  adminPost<T>(urlPath: string, body: unknown): Promise<T>;
  adminPatch<T>(urlPath: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** Starts server/main.ts on a free port and resolves once it prints its URL; `env` adds to its environment. */
export async function startRealServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mc-e2e-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE: '',
      DEMO: '1',
      CORS_ORIGINS: '',
      PUBLIC_URL: '',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output.join('')}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output.join('')}`));
    });
  });
  const admin = async <T>(method: string, urlPath: string, body?: unknown): Promise<T> => {
    const response = await fetch(url + urlPath, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(response.status === 200 || response.status === 201, `${method} ${urlPath}: ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    url,
    process: child,
    output,
    dataDir,
    adminGet: (urlPath) => admin('GET', urlPath),
    adminPost: (urlPath, body) => admin('POST', urlPath, body),
    adminPatch: (urlPath, body) => admin('PATCH', urlPath, body),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
