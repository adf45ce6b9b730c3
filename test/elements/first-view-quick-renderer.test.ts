// React's renderer evaluated quickly (from the code cache on a repeat visit): the first view is drawn
// in the same task, not after what the browser queued meanwhile. Not ../setup, whose hook prepares the
// renderer before every file's first mount; the slow case is first-view-slow-renderer.test.ts.
import '../report-values';
import { expect } from '@open-wc/testing';
import { firstViewDrawnInRendererTask } from '../support/first-view-task';

describe('the first view, after a renderer that evaluated quickly', () => {
  it('is drawn in the task that created the root', async () => {
    expect(await firstViewDrawnInRendererTask(0)).to.equal(true);
  });
});
