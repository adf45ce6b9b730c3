// A view mounted before React's renderer is ready (the common case on a page: the elements connect
// in the task that defines them, and the renderer is evaluated in a task after) is drawn once the
// renderer is in. Not ../setup, whose hook prepares the renderer before every file's first mount.
import '../report-values';
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { provideRenderer, sharedRenderer } from '../../src/elements/shared-root';
import { settleUntil } from '../support/settle';

describe('the shared React root, mounted into before its renderer is ready', () => {
  it('draws the view once the renderer is evaluated, in a later task', async () => {
    let evaluated = 0;
    provideRenderer(() => {
      evaluated += 1;
      return { createRoot };
    });
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    try {
      sharedRenderer.mount(root as unknown as HTMLElement, (() => createElement('p', null, 'first view')) as never, {});
      // Not in the task that mounted it: the renderer comes in a task of its own.
      expect(evaluated).to.equal(0);
      await settleUntil(undefined, () => root.textContent === 'first view');
      expect(root.textContent).to.equal('first view');
      expect(evaluated).to.equal(1);
    } finally {
      host.remove();
    }
  });
});
