// The owner app looks as its reference images: the widget list, the kind picker and the editor of a
// modal (its form beside the live preview), at a desktop (1280×800) and a phone (390×844) size, on
// the real server with the demo seeded. `npm run test:visual:update` draws them again, and the
// README's pictures of the app with them.
import { after, before, describe, it } from 'node:test';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { ADMIN_TOKEN, PROJECT_ROOT, startRealServer, type RunningServer } from '../e2e/real-server';
import { DESKTOP_USER_AGENT } from '../e2e/rig';
import { matchReference, REFERENCES, stableScreenshot, UPDATE } from './reference-image';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;

/** The demo's exit-intent modal (server/seed.ts). */
const MODAL_ID = 103;

interface View {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  /** Drawn into docs/ for the README at the desktop size. */
  readme?: string;
}

const VIEWS: View[] = [
  {
    name: 'owner-widgets',
    path: '/admin/widgets',
    ready: (page) => page.locator('.widget-table tbody tr').first().waitFor(),
    readme: 'owner-widgets.png',
  },
  {
    name: 'owner-new-widget',
    path: '/admin/widgets/new',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Modal', exact: true }).click();
      await page.getByRole('button', { name: 'Create widget' }).waitFor();
    },
  },
  {
    name: 'owner-editor',
    path: `/admin/widgets/${MODAL_ID}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Publish' }).waitFor();
      await page.waitForFunction(
        () =>
          document
            .querySelector<HTMLIFrameElement>('iframe[title^="Preview"]')
            ?.contentDocument?.documentElement?.getAttribute('data-preview-ready') === '',
      );
      await page.frameLocator('iframe[title^="Preview"]').locator('mc-modal [part~="title"]').waitFor({ state: 'attached' });
    },
    readme: 'owner-editor.png',
  },
];

describe('the owner app looks as its reference images', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startRealServer();
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
    });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of Object.keys(SIZES) as Size[]) {
    for (const view of VIEWS) {
      it(`${view.name}-${size}`, async () => {
        const phone = size === 'phone';
        const context = await browser.newContext({
          viewport: SIZES[size],
          deviceScaleFactor: 1,
          isMobile: phone,
          hasTouch: phone,
          reducedMotion: 'reduce',
          userAgent: DESKTOP_USER_AGENT,
        });
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}/admin/widgets#token=${ADMIN_TOKEN}`);
          await page.getByRole('heading', { name: 'Widgets', exact: true }).waitFor();
          await page.goto(server.url + view.path);
          await view.ready(page);
          await page.evaluate(() => document.fonts.ready);
          const name = `${view.name}-${size}`;
          await matchReference(name, await stableScreenshot(page, false));
          if (UPDATE && view.readme && size === 'desktop')
            await copyFile(path.join(REFERENCES, `${name}.png`), path.join(PROJECT_ROOT, 'docs', view.readme));
        } finally {
          await context.close();
        }
      });
    }
  }
});
