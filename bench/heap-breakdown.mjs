/**
 * Where a script's heap goes: a heap snapshot of the page before the script is added and one after everything
 * rendered (CDP HeapProfiler, garbage collected first), and the objects of the second that the first did not hold,
 * summed by what they are. A snapshot counts more than `Runtime.getHeapUsage` does (the sources of the scripts, kept
 * outside V8's heap, and the browser's own DOM and style objects), so its total is larger than the heap rows'.
 *
 * Compiled code is also summed by the file its functions come from: each function's shared info names its script,
 * and what V8 made of the function hangs off it (bytecode and its tables, baseline or optimised code) or off its
 * closures (the feedback its calls gathered). Code reached from no function of a file (V8's own stubs, code whose
 * function is gone) stays out of that split.
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

/** The snapshot's nodes, each with its outgoing edges as [name, index of the node it points to, edge type]. */
function nodes(heap) {
  const { meta } = heap.snapshot;
  const fields = meta.node_fields;
  const types = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const [type, name, id, size, edgeCount] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((field) => fields.indexOf(field));
  const [edgeType, edgeName, edgeTo] = ['type', 'name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field));
  const list = [];
  let edge = 0;
  for (let at = 0; at < heap.nodes.length; at += fields.length) {
    const edges = [];
    for (let count = heap.nodes[at + edgeCount]; count > 0; count -= 1, edge += meta.edge_fields.length) {
      const kind = edgeTypes[heap.edges[edge + edgeType]];
      // Element and hidden edges are numbered, the others named.
      const label = kind === 'element' || kind === 'hidden' ? '' : heap.strings[heap.edges[edge + edgeName]];
      edges.push([label, heap.edges[edge + edgeTo] / fields.length, kind]);
    }
    list.push({
      type: types[heap.nodes[at + type]],
      name: heap.strings[heap.nodes[at + name]],
      id: heap.nodes[at + id],
      size: heap.nodes[at + size],
      edges,
    });
  }
  return list;
}

/** The ids of the snapshot's nodes: all the first snapshot is read for. */
function nodeIds(heap) {
  const fields = heap.snapshot.meta.node_fields;
  const id = fields.indexOf('id');
  const ids = new Set();
  for (let at = 0; at < heap.nodes.length; at += fields.length) ids.add(heap.nodes[at + id]);
  return ids;
}

/** The file name of a function's script, for a node that is a function's shared info (it has a `script` edge). */
function scriptOf(list, node) {
  const script = node.edges.find(([label]) => label === 'script');
  const url = script && list[script[1]].edges.find(([label]) => label === 'name');
  return url ? list[url[1]].name.split('/').pop() || undefined : undefined;
}

/** What V8 compiled (node types `code` and the arrays and internals under it), by the file of the function it serves. */
function codeByScript(list, isAdded) {
  const owner = new Map();
  const claim = (index, file, depth) => {
    const node = list[index];
    if (depth < 0 || owner.has(index) || !isAdded(node) || !['code', 'array', 'hidden'].includes(node.type)) return;
    owner.set(index, file);
    for (const [, to, kind] of node.edges) if (kind !== 'weak') claim(to, file, depth - 1);
  };
  const files = new Map();
  list.forEach((node, index) => {
    if (node.type !== 'code') return;
    const file = scriptOf(list, node);
    if (file) files.set(index, file);
  });
  // Closures first: their feedback and code are their function's; then each function's own code.
  list.forEach((node) => {
    if (node.type !== 'closure' || !isAdded(node)) return;
    const shared = node.edges.find(([label]) => label === 'shared');
    const file = shared && files.get(shared[1]);
    if (file) for (const [label, to] of node.edges) if (label === 'feedback_cell' || label === 'code') claim(to, file, 4);
  });
  files.forEach((file, index) => claim(index, file, 4));
  const bytes = {};
  owner.forEach((file, index) => (bytes[file] = (bytes[file] ?? 0) + list[index].size));
  return bytes;
}

/** Bytes by category of what `addScript` added to the page at `url`, once `opened` elements are painted. */
export async function measureHeapBreakdown(browser, url, addScript, { opened = 0, settleMs = 1000 } = {}) {
  const tab = await openPage(browser, url);
  try {
    await tab.page.waitForTimeout(300);
    await tab.cdp.send('HeapProfiler.enable');
    const before = nodeIds(await snapshot(tab.cdp));
    await tab.page.evaluate(addScript);
    if (opened) await waitForOpened(tab.page, opened, 30_000);
    await tab.page.waitForTimeout(settleMs);
    const after = nodes(await snapshot(tab.cdp));
    const isAdded = (node) => !before.has(node.id);
    const added = after.filter(isAdded);
    const categories = Object.fromEntries([...CATEGORIES.map(([label]) => [label, 0]), [OTHER, 0]]);
    for (const node of added) {
      const category = CATEGORIES.find(([, matches]) => matches(node.type, node.name))?.[0] ?? OTHER;
      categories[category] += node.size;
    }
    return { total: added.reduce((sum, node) => sum + node.size, 0), categories, codeByScript: codeByScript(after, isAdded) };
  } finally {
    await tab.close();
  }
}
