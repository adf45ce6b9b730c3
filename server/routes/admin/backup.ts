/**
 * Owner API: `GET /admin/api/backup` downloads a consistent copy of the whole database, taken while
 * the server keeps serving (SQLite's online backup), e.g.
 * `curl -H "Authorization: Bearer $ADMIN_TOKEN" -o mc-backup.sqlite http://127.0.0.1:8080/admin/api/backup`.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/context';

export function registerBackupRoute(app: FastifyInstance, { storage, now }: ServerContext): void {
  app.get('/backup', async (_request, reply) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mc-backup-'));
    const file = path.join(folder, 'backup.sqlite');
    await storage.backup(file);
    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
    const stream = createReadStream(file);
    stream.on('close', () => void rm(folder, { recursive: true, force: true }));
    return reply
      .type('application/vnd.sqlite3')
      .header('content-disposition', `attachment; filename="mc-backup-${stamp}.sqlite"`)
      .send(stream);
  });
}
