// Guards a database that only ever grew: raw events are deleted after RETENTION_DAYS (400 by default).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readConfig } from '../../server/config';
import { dayOf } from '../../server/domain/days';
import { deleteExpiredEvents, deleteExpiredVisitors, startRetention } from '../../server/jobs/retention';
import { createSqliteStorage } from '../../server/storage/sqlite/sqlite-storage';
import { DAY_MS, makeEvent, TEST_START } from './helpers';

/** Storage holding `count` events on each of the given days before TEST_START. */
async function storageWithEvents(daysAgo: number[], count: number) {
  const clock = { time: TEST_START };
  const storage = createSqliteStorage({ path: ':memory:', now: () => clock.time });
  for (const days of daysAgo) {
    clock.time = TEST_START - days * DAY_MS;
    await storage.addEvents(Array.from({ length: count }, () => makeEvent({ event: `day-${days}` })));
  }
  clock.time = TEST_START;
  return storage;
}

describe('retention', () => {
  it('keeps 400 days by default; RETENTION_DAYS sets it, 0 keeps everything', () => {
    assert.equal(readConfig({}).retentionDays, 400);
    assert.equal(readConfig({ RETENTION_DAYS: '30' }).retentionDays, 30);
    assert.equal(readConfig({ RETENTION_DAYS: '0' }).retentionDays, 0);
    assert.throws(() => readConfig({ RETENTION_DAYS: '-1' }), /RETENTION_DAYS/);
  });

  it('deletes the events older than the period, in batches, and keeps the rest', async () => {
    const storage = await storageWithEvents([800, 401, 399, 1], 7);
    const deleted = await deleteExpiredEvents({ storage, retentionDays: 400, now: () => TEST_START, batchSize: 3 });
    assert.equal(deleted, 14);
    const left = await storage.latestEvents('1', 1000);
    assert.deepEqual([...new Set(left.map((event) => event.event))].sort(), ['day-1', 'day-399']);
    assert.equal(left.length, 14);
    assert.equal(await deleteExpiredEvents({ storage, retentionDays: 400, now: () => TEST_START }), 0, 'nothing more the next time');
    await storage.close();
  });

  it('deletes the visitors of the daily counts with their days, and keeps the counts', async () => {
    const clock = { time: TEST_START };
    const storage = createSqliteStorage({ path: ':memory:', now: () => clock.time });
    await storage.upsertWidget({
      widgetId: 5,
      accountId: '1',
      widgetType: 'box',
      channel: 'fb',
      name: '',
      smsKeyword: '',
      widgetSign: '',
      data: {},
    });
    for (const days of [401, 1]) {
      clock.time = TEST_START - days * DAY_MS;
      await storage.addEvents([
        makeEvent({ sessionId: 'a' }),
        makeEvent({ sessionId: 'b' }),
        makeEvent({ event: 'optin', isOptin: true, sessionId: 'a' }),
        makeEvent({ event: 'optin', isOptin: true, sessionId: 'b' }),
      ]);
    }
    const options = { storage, retentionDays: 400, now: () => TEST_START, batchSize: 1 };
    assert.equal(await deleteExpiredVisitors(options), 2);
    assert.equal(await deleteExpiredVisitors(options), 0);
    const optins = async (days: number) =>
      (await storage.dailyCounts('1', dayOf(TEST_START - days * DAY_MS), dayOf(TEST_START - days * DAY_MS))).find(
        (count) => count.metric === 'optins',
      )?.count;
    assert.deepEqual([await optins(401), await optins(1)], [2, 2]);
    // Visitor a on the kept day is still remembered: counted once.
    clock.time = TEST_START - DAY_MS;
    await storage.addEvents([makeEvent({ event: 'optin', isOptin: true, sessionId: 'a' })]);
    assert.equal(await optins(1), 2);
    await storage.close();
  });

  it('deletes nothing with 0 days', async () => {
    const storage = await storageWithEvents([5000], 2);
    assert.equal(await deleteExpiredEvents({ storage, retentionDays: 0, now: () => TEST_START }), 0);
    assert.equal((await storage.latestEvents('1', 10)).length, 2);
    await storage.close();
  });

  it('runs at start and then on its interval, and stops', async () => {
    const storage = await storageWithEvents([500], 2);
    const messages: string[] = [];
    const stop = startRetention({ storage, retentionDays: 400, now: () => TEST_START, log: (message) => messages.push(message) }, 20);
    await new Promise((resolve) => setTimeout(resolve, 60));
    stop();
    assert.equal((await storage.latestEvents('1', 10)).length, 0);
    assert.deepEqual(messages, ['retention: deleted 2 events older than 400 days']);
    await storage.close();
  });
});
