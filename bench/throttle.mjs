/**
 * The main thread with Chromium's CPU slowed 4× (a mid-range phone): long tasks (> 50 ms, from the
 * page's own PerformanceObserver, buffered from the start) and the renderer's script and task time
 * (CDP Performance.getMetrics) once everything has rendered and the page has been idle for a while.
 */
import { openPage, waitForOpened } from './browser.mjs';
import { median } from './stats.mjs';

export const CPU_SLOWDOWN = 4;

async function runOnce(browser, url, { opened, settleMs }) {
  const tab = await openPage(browser, url, {
    setup: async (_page, cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Performance.enable');
    },
  });
  try {
    if (opened) await waitForOpened(tab.page, opened, 60_000);
    await tab.page.waitForTimeout(settleMs);
    const { metrics } = await tab.cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((item) => item.name === name)?.value ?? 0;
    const longTasks = await tab.page.evaluate(() => window.__bench.longTasks);
    return {
      scriptMs: metric('ScriptDuration') * 1000,
      taskMs: metric('TaskDuration') * 1000,
      longTasks: longTasks.map((task) => Math.round(task.duration)),
      errors: await tab.errors(),
    };
  } finally {
    await tab.close();
  }
}

/** Several loads of one page: script time as the median; long tasks per load, the longest of all, and the worst load's. */
export async function measureThrottled(browser, url, { runs = 3, opened = 0, settleMs = 2000 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(browser, url, { opened, settleMs }));
  const blocking = (tasks) => tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  // The worst load: the most time blocked, then the most long tasks.
  const worst = [...results].sort((a, b) => blocking(b.longTasks) - blocking(a.longTasks) || b.longTasks.length - a.longTasks.length)[0];
  return {
    runs,
    scriptMs: median(results.map((result) => result.scriptMs)),
    taskMs: median(results.map((result) => result.taskMs)),
    longTasksPerRun: results.map((result) => result.longTasks.length),
    longestMs: Math.max(0, ...results.flatMap((result) => result.longTasks)),
    worstRun: { longTasks: worst.longTasks, longestMs: Math.max(0, ...worst.longTasks), blockingMs: blocking(worst.longTasks) },
    errors: [...new Set(results.flatMap((result) => result.errors))],
  };
}
