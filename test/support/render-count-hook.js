/*
 * A stand-in for React's DevTools, put in every test page before any script (web-test-runner.config.mjs):
 * React's renderer finds it as it is evaluated and calls it with every commit, and it counts the renders of
 * function components by name (read through test/support/render-counter.ts). A commit is walked the way
 * DevTools walk it: a fiber whose children are the ones of the commit before was skipped by React, so its
 * subtree did not render; a function component that rendered carries React's PerformedWork flag.
 */
(() => {
  const PERFORMED_WORK = 1;
  // FunctionComponent, ForwardRef, SimpleMemoComponent (React's work tags).
  const FUNCTION_TAGS = new Set([0, 11, 15]);
  const counts = new Map();
  const visit = (fiber) => {
    for (let current = fiber; current; current = current.sibling) {
      const name = typeof current.type === 'function' ? current.type.name : undefined;
      if (name && FUNCTION_TAGS.has(current.tag) && (current.flags & PERFORMED_WORK) !== 0) counts.set(name, (counts.get(name) || 0) + 1);
      if (!current.alternate || current.child !== current.alternate.child) visit(current.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => visit(root.current.child),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    renderCounts: counts,
  };
})();
