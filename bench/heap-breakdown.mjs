/**
 * Where a script's heap goes: a heap snapshot of the page before the script is added and one after everything
 * rendered (CDP HeapProfiler, garbage collected first), and the objects of the second that the first did not hold,
 * summed by what they are. A snapshot counts more than `Runtime.getHeapUsage` does (the sources of the scripts, kept
 * outside V8's heap, and the browser's own DOM and style objects), so its total is larger than the heap rows'.
 */
import { openPage, waitForOpened } from './browser.mjs';

/** What each of V8's node types, and the few native kinds worth naming, counts as. */
const CATEGORIES = [
  // Machine code is what V8's compilers made of the functions a page ran often (Sparkplug, its baseline compiler, first):
  // it grows with how much code runs repeatedly, where bytecode grows with how much code was compiled at all.
  ['machine code (baseline and optimised)', (type, name) => type === 'code' && name === 'system / InstructionStream'],
  ['bytecode', (type, name) => type === 'code' && name === 'system / BytecodeArray'],
  ["compiled code's tables (feedback, scopes, constant pools)", (type) => type === 'code'],
  ['script sources', (type, name) => type === 'native' && name === 'system / ExternalStringData'],
  ['strings', (type) => type === 'string' || type === 'concatenated string' || type === 'sliced string'],
  ['objects, closures and arrays', (type) => ['object', 'closure', 'array', 'regexp', 'number', 'symbol', 'bigint'].includes(type)],
  ['object shapes', (type) => type === 'object shape' || type === 'hidden'],
  ["the browser's own (DOM, styles, bindings)", (type) => type === 'native'],
];
const OTHER = 'other';

async function snapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(chunks.join(''));
}

function nodes(heap) {
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [type, name, id, size] = ['type', 'name', 'id', 'self_size'].map((field) => fields.indexOf(field));
  const list = [];
  for (let at = 0; at < heap.nodes.length; at += fields.length) {
    list.push({
      type: types[heap.nodes[at + type]],
      name: heap.strings[heap.nodes[at + name]],
      id: heap.nodes[at + id],
      size: heap.nodes[at + size],
    });
  }
  return list;
}

/** Bytes by category of what `addScript` added to the page at `url`, once `opened` elements are painted. */
export async function measureHeapBreakdown(browser, url, addScript, { opened = 0, settleMs = 1000 } = {}) {
  const tab = await openPage(browser, url);
  try {
    await tab.page.waitForTimeout(300);
    await tab.cdp.send('HeapProfiler.enable');
    const before = new Set(nodes(await snapshot(tab.cdp)).map((node) => node.id));
    await tab.page.evaluate(addScript);
    if (opened) await waitForOpened(tab.page, opened, 30_000);
    await tab.page.waitForTimeout(settleMs);
    const added = nodes(await snapshot(tab.cdp)).filter((node) => !before.has(node.id));
    const categories = Object.fromEntries([...CATEGORIES.map(([label]) => [label, 0]), [OTHER, 0]]);
    for (const node of added) {
      const category = CATEGORIES.find(([, matches]) => matches(node.type, node.name))?.[0] ?? OTHER;
      categories[category] += node.size;
    }
    return { total: added.reduce((sum, node) => sum + node.size, 0), categories };
  } finally {
    await tab.close();
  }
}
