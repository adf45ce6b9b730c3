import path from 'node:path';

// A node:test reporter that counts the tests (not the suites) of a run and writes them as JSON, for
// `npm test`'s closing line, with the names of the failed ones (the end of a long log is often all a
// CI page keeps). A file that fails to load is reported as one failed test.
export default async function* countTests(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else counts[event.type === 'test:pass' ? 'passed' : 'failed'] += 1;
    if (event.type === 'test:fail' && !event.data.skip && !event.data.todo) {
      const cause = event.data.details?.error?.cause ?? event.data.details?.error;
      const message = String(cause?.message ?? cause ?? '')
        .split('\n')[0]
        .slice(0, 200);
      counts.failures.push(
        `${event.data.file ? `${path.relative(process.cwd(), event.data.file)}: ` : ''}${event.data.name}${message ? ` — ${message}` : ''}`,
      );
    }
  }
  yield JSON.stringify(counts);
}
