// Guards ingestion at scale: each logEvent request was its own transaction, so the commit's fixed cost
// capped events at about 1,500 requests a second. Requests that arrive together now share one commit,
// each answered only after it, and one request's bad value fails that request alone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { groupCommits } from '../../server/storage/group-commit';
import { DEMO_ACCOUNT_ID, DEMO_WIDGET_IDS } from '../../server/seed';
import { json, startTestServer } from './helpers';

describe('group commits', () => {
  it('write the batches of requests arriving together in one commit, answering each with its own result after it', async () => {
    const commits: number[][][] = [];
    let committed = false;
    const add = groupCommits(async (batches: number[][]) => {
      commits.push(batches);
      await new Promise((resolve) => setTimeout(resolve, 10));
      committed = true;
      return batches.map((batch) => batch.length);
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        add(Array.from({ length: index % 3 }, () => index)).then((result) => {
          assert.equal(committed, true, 'answered after the commit');
          return result;
        }),
      ),
    );
    assert.equal(commits.length, 1);
    assert.deepEqual(
      answers,
      Array.from({ length: 50 }, (_, index) => index % 3),
    );
  });

  it('gather the requests that arrive during a commit into the next one, and hold a group to its size', async () => {
    const sizes: number[] = [];
    const add = groupCommits(async (batches: number[][]) => {
      sizes.push(batches.length);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return batches.map(() => 0);
    }, 10);
    const first = add([1]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, ...Array.from({ length: 25 }, () => add([1]))]);
    assert.deepEqual(sizes, [1, 10, 10, 5]);
  });

  it('commit up to `concurrency` groups at once, the requests arriving meanwhile gathered into the next', async () => {
    const sizes: number[] = [];
    let open = 0;
    let mostOpen = 0;
    const add = groupCommits(
      async (batches: number[][]) => {
        sizes.push(batches.length);
        mostOpen = Math.max(mostOpen, (open += 1));
        await new Promise((resolve) => setTimeout(resolve, 20));
        open -= 1;
        return batches.map(() => 0);
      },
      10,
      2,
    );
    const first = add([1]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = Array.from({ length: 3 }, () => add([1]));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, ...second, ...Array.from({ length: 4 }, () => add([1]))]);
    assert.equal(mostOpen, 2);
    assert.deepEqual(sizes, [1, 3, 4]);
  });

  it('fail only the request whose values cannot be stored, the others of its group stored', async () => {
    const add = groupCommits(async (batches: number[][]) => {
      if (batches.some((batch) => batch.includes(-1))) throw new Error('a bad value');
      return batches.map((batch) => batch.length);
    });
    const results = await Promise.allSettled([add([1]), add([-1]), add([2, 3])]);
    assert.deepEqual(
      results.map((result) => result.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.deepEqual(
      results.map((result) => (result.status === 'fulfilled' ? result.value : null)),
      [1, null, 2],
    );
  });

  it('store 200 concurrent logEvent requests once each, duplicates among them counted once', async () => {
    const server = await startTestServer();
    try {
      const post = (index: number) =>
        server.app.inject({
          method: 'POST',
          url: '/pixel/logEvent',
          payload: {
            app_id: 2,
            account_id: DEMO_ACCOUNT_ID,
            event: 'impression',
            event_id: `e-${index % 150}`,
            session_id: `s-${index}`,
            payload: { widget_id: DEMO_WIDGET_IDS.box },
          },
        });
      const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => post(index)));
      assert.ok(answers.every((answer) => answer.statusCode === 200));
      assert.equal(
        answers.reduce((sum, answer) => sum + json<{ stored: number }>(answer).stored, 0),
        150,
      );
      assert.equal((await server.storage.latestEvents(DEMO_ACCOUNT_ID, 1000)).length, 150);
      const stats = json<{ widgets: { widget_id: number; totals: { impressions: number } }[] }>(
        await server.admin('GET', `/admin/api/accounts/${DEMO_ACCOUNT_ID}/stats?days=1`),
      );
      assert.equal(stats.widgets.find((widget) => widget.widget_id === DEMO_WIDGET_IDS.box)?.totals.impressions, 150);
    } finally {
      await server.close();
    }
  });
});
