// Regression: a UI chunk whose React renderer could not be evaluated rejected a promise nobody
// caught, which reached the page as an unhandled rejection. Without a renderer no view is drawn,
// with one warning. (Not ../setup, which provides the renderer every other file uses.)
import '../report-values';
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { prepareRenderer, provideRenderer, sharedRenderer } from '../../src/elements/shared-root';
import { watchPageErrors } from '../support/watch-page-errors';

describe('the shared React root without a renderer', () => {
  it('draws nothing, warns once and lets nothing reach the page', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const { warn, pageErrors, stop } = watchPageErrors();
    const host = document.createElement('div');
    document.body.append(host);
    try {
      provideRenderer(() => {
        throw new Error('react-dom/client could not be evaluated');
      });
      const root = host.attachShadow({ mode: 'open' });
      sharedRenderer.mount(root as unknown as HTMLElement, (() => createElement('p', null, 'a view')) as never, {});
      await prepareRenderer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(root.textContent).to.equal('');
      expect(warn.callCount).to.equal(1);
      expect(String(warn.firstCall.args[0])).to.contain('widgets not drawn');
      expect(pageErrors).to.deep.equal([]);
      expect(rejections).to.deep.equal([]);
    } finally {
      stop();
      window.removeEventListener('unhandledrejection', onRejection);
      host.remove();
    }
  });
});
