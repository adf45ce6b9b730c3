// A node:test reporter that counts the tests (not the suites) of a run and writes them as JSON, for
// `npm test`'s closing line. A file that fails to load is reported as one failed test.
export default async function* countTests(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else counts[event.type === 'test:pass' ? 'passed' : 'failed'] += 1;
  }
  yield JSON.stringify(counts);
}
