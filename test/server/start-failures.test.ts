// Guards a first start on a taken port: it stored the admin token's hash, crashed with a raw stack,
// and every later start said "the one shown at the first start", which was never shown. A start that
// cannot serve (a taken port, an unwritable data folder) stops before it stores anything, in one line
// naming the fix.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../e2e/real-server';

function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', DEMO: '0', ADMIN_TOKEN: '', DATABASE: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    // A start that got this far serves: stop it.
    if (/running at/.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('a start that cannot serve', () => {
  let folder: string;
  let taken: Server;
  let port: number;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'mc-start-'));
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as AddressInfo).port;
  });
  after(async () => {
    await new Promise((resolve) => taken.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it('on a taken port stops in one line naming PORT, before storing anything; the next start shows its token', async () => {
    const dataDir = path.join(folder, 'data');
    const failed = await start({ PORT: String(port), DATA_DIR: dataDir });
    assert.equal(failed.code, 1);
    const lines = failed.stderr.trim().split('\n');
    assert.equal(lines.length, 1, failed.stderr);
    assert.match(lines[0]!, new RegExp(`^mc-widgets server not started: port ${port} on 127\\.0\\.0\\.1 is taken .*PORT=`));
    assert.ok(!existsSync(path.join(dataDir, 'mc.sqlite')), 'nothing stored');
    const next = await start({ PORT: '0', DATA_DIR: dataDir });
    assert.match(next.stdout, /Admin token: +\S{24,}\n +\(generated now and shown this once/);
  });

  it('with a data folder it cannot write stops in one line naming DATA_DIR', async () => {
    const file = path.join(folder, 'a-file');
    await writeFile(file, 'not a folder');
    const failed = await start({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    assert.equal(failed.code, 1);
    const lines = failed.stderr.trim().split('\n');
    assert.equal(lines.length, 1, failed.stderr);
    assert.match(lines[0]!, /^mc-widgets server not started: cannot write the data folder .*a-file\/data \(ENOTDIR\); set DATA_DIR=/);
  });
});
