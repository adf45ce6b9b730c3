// A first view drawn quickly (a desktop: 10–20 ms): its "rendered" report, and so its open, stay in the task that drew
// it, before the first paint. Not ../setup, whose hook draws before every file's first mount; the slow case is
// first-view-long-draw.test.ts.
import '../report-values';
import { expect } from '@open-wc/testing';
import { firstViewReportedInItsTask } from '../support/first-view-task';

describe('a first view drawn quickly', () => {
  it('reports itself rendered in the task that drew it', async () => {
    expect(await firstViewReportedInItsTask(20)).to.equal(true);
  });
});
