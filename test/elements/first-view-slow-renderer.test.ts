// React's renderer slow to evaluate (a first visit, a slow phone): the first view waits for the next task,
// so the browser runs what it queued between the two instead of meeting one long task. Not ../setup,
// whose hook prepares the renderer before every file's first mount; the quick case is
// first-view-quick-renderer.test.ts.
import '../report-values';
import { expect } from '@open-wc/testing';
import { firstViewDrawnInRendererTask } from '../support/first-view-task';

describe('the first view, after a renderer slow to evaluate', () => {
  it('is drawn in a task after the one that created the root', async () => {
    expect(await firstViewDrawnInRendererTask(30)).to.equal(false);
  });
});
