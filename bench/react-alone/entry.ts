// React alone: what any React widget has to ship before drawing anything, react and
// react-dom/client and nothing else. The React-alone pages of the bench import these names and
// draw a captured copy of our markup with them, so the figures set our code against React's own cost.
// createPortal (react-dom) draws into elements of their own, as ours do.
export { createElement } from 'react';
export { createPortal } from 'react-dom';
export { createRoot } from 'react-dom/client';
