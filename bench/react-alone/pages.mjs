/**
 * The React-alone pages: the article of our pages and, once the same delayed load answer arrives,
 * React drawing a captured copy of our markup (bench/react-alone/tree.mjs) in a shadow root that
 * adopts the captured styles. The host is an `mc-` element whose `data-state` is `open`, so the
 * probe (bench/probe.mjs) times its first painted frame exactly as it times the floor page's.
 *
 * Two ways of having React: fetched when the answer arrives (as our page fetches its UI: the first
 * visit), or already loaded with the page by a module script tag (only createRoot and render are
 * left when the answer arrives: what a cached repeat visit comes close to). With its code in the
 * page, React can also wait for the visitor's exit intent after the answer, as our delayed modal
 * does: then only createRoot and render are left when the trigger fires (bench/trigger.mjs).
 */
import { ACCOUNT_ID, ARTICLE, html } from '../fixtures.mjs';
import { REACT_ALONE_BUNDLE } from './build.mjs';

/**
 * Runs in the page: one host, one shadow root, one React root; `copies` copies of the tree, each
 * in a `div` of its own when there are several (a list of embeds as one React app would draw it).
 * With `eachInItsElement`, each copy is drawn instead in an element of its own, in that element's
 * shadow root (adopting the one shared sheet), through a portal from the one root: the shape our
 * elements must have (a custom element per widget, its view in its shadow root), so the time apart
 * from this row's is what our own code adds.
 * @param {{ createElement: Function, createRoot: Function, createPortal: Function }} react the bundle's exports
 */
function draw({ createElement, createRoot, createPortal }, { tag, attributes, css, tree, copies, eachInItsElement }) {
  const element = (node, key) =>
    typeof node === 'string' ? node : createElement(node[0], { ...node[1], key }, ...node[2].map((child, index) => element(child, index)));
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const placeHost = (parent) => {
    const host = document.createElement(tag);
    for (const [name, value] of attributes) host.setAttribute(name, value);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheet];
    host.setAttribute('data-state', 'open');
    parent.appendChild(host);
    return shadow;
  };
  if (eachInItsElement) {
    // The probe times the last host painted; every copy commits in the same frame.
    const shadows = Array.from({ length: copies }, () => placeHost(document.body));
    const portals = shadows.map((shadow, copy) =>
      createPortal(
        tree.map((node, index) => element(node, index)),
        shadow,
        String(copy),
      ),
    );
    createRoot(document.createElement('div')).render(portals);
    return;
  }
  const shadow = placeHost(document.body);
  const children =
    copies === 1
      ? tree.map((node, index) => element(node, index))
      : Array.from({ length: copies }, (_, copy) =>
          createElement('div', { key: copy }, ...tree.map((node, index) => element(node, index))),
        );
  createRoot(shadow).render(children);
}

/**
 * Runs in the page: exit intent on desktop as our trigger sees it (src/runtime/triggers/exit-intent-trigger.ts),
 * the pointer leaving the document through its top 20 px; `then` runs once, in the event's task.
 */
function onExitIntent(then) {
  const controller = new AbortController();
  document.addEventListener(
    'mouseout',
    (event) => {
      if (event.relatedTarget !== null || event.clientY > 20) return;
      controller.abort();
      then();
    },
    { signal: controller.signal },
  );
}

/** JSON that is safe inside a script element. */
const inline = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's own module script (also what the heap run adds to a page without it).
 * `onExitIntent` (with `codeInPage` only): drawn on the visitor's exit intent once the answer has arrived.
 * @param {{ captured: { css: string, attributes: string[][] }, tree: unknown[], tag: string, hash: string, copies?: number, eachInItsElement?: boolean, codeInPage?: boolean, onExitIntent?: boolean }} options
 */
export function reactAloneScript({
  captured,
  tree,
  tag,
  hash,
  copies = 1,
  eachInItsElement = false,
  codeInPage = false,
  onExitIntent: delayed = false,
}) {
  const data = inline({ tag, attributes: captured.attributes, css: captured.css, tree, copies, eachInItsElement });
  const answer = `fetch('/load?account_id=${ACCOUNT_ID}&hash=${hash}').then((response) => response.json())`;
  if (delayed && !codeInPage) throw new Error('React alone waits for exit intent only with its code in the page');
  if (delayed)
    return `import * as react from '${REACT_ALONE_BUNDLE}';
const draw = ${draw};
const onExitIntent = ${onExitIntent};
${answer}.then(() => onExitIntent(() => draw(react, ${data})));`;
  return codeInPage
    ? `import * as react from '${REACT_ALONE_BUNDLE}';
const draw = ${draw};
${answer}.then(() => draw(react, ${data}));`
    : `const draw = ${draw};
${answer}.then(() => import('${REACT_ALONE_BUNDLE}')).then((react) => draw(react, ${data}));`;
}

export function reactAlonePage(options) {
  const title = `React alone, ${options.copies > 1 ? `${options.copies} cards${options.eachInItsElement ? ', each in its element' : ''}` : 'one modal'}, code ${options.codeInPage ? 'in the page' : 'fetched on the answer'}${options.onExitIntent ? ', on exit intent' : ''}`;
  return html(title, `${ARTICLE}<script type="module">${reactAloneScript(options)}</script>`);
}

/** For bench/heap.mjs: adds the fetched variant's script to a page that has only the article. */
export function reactAloneAdder(options) {
  return `document.body.appendChild(Object.assign(document.createElement('script'), { type: 'module', textContent: ${inline(reactAloneScript(options))} }))`;
}
