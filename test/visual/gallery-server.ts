/**
 * A small HTTP server for the visual tests: the demo gallery's pages and the gallery bundle (the
 * real elements and views, bundled as the demo server bundles them), nothing else. No database,
 * no demo seed: every frame renders the widgets of server/demo/client/gallery-widgets.ts.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownerAsset } from '../../server/owner/assets';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/site');

const PAGES: Readonly<Record<string, [file: string, type: string]>> = {
  '/gallery': ['gallery.html', 'text/html; charset=utf-8'],
  '/gallery/frame': ['gallery-frame.html', 'text/html; charset=utf-8'],
  '/site.css': ['site.css', 'text/css; charset=utf-8'],
};

export interface GalleryServer {
  url: string;
  close(): Promise<void>;
}

export async function startGalleryServer(): Promise<GalleryServer> {
  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      const page = PAGES[pathname];
      if (page) {
        response.writeHead(200, { 'content-type': page[1] }).end(await readFile(path.join(SITE_DIR, page[0])));
        return;
      }
      const asset = pathname.startsWith('/admin/assets/') ? ownerAsset(pathname.slice('/admin/assets/'.length)) : undefined;
      if (asset) {
        const { contentType, body } = await asset;
        response.writeHead(200, { 'content-type': contentType }).end(body);
        return;
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
