// A first view that took longer than a long task to draw (a slow phone): what its "rendered" starts (the open) runs in
// the next task. Not ../setup, whose hook draws before every file's first mount; the quick case is
// first-view-quick-draw.test.ts.
import '../report-values';
import { expect } from '@open-wc/testing';
import { firstViewReportedInItsTask } from '../support/first-view-task';

describe('a first view drawn slowly', () => {
  it('reports itself rendered in the next task, after what the browser queued as it committed', async () => {
    expect(await firstViewReportedInItsTask(80)).to.equal(false);
  });
});
