/**
 * The UI chunk's entry (dist/ui/mc-ui.js): the elements, with React's renderer run when the first
 * view is due rather than as the chunk is evaluated (shared-root.ts), so the two are tasks of their
 * own. The bundler turns this `require` of a CommonJS module into a call of its module function.
 */
import { provideRenderer } from './shared-root';

declare function require(id: 'react-dom/client'): typeof import('react-dom/client');

provideRenderer(() => require('react-dom/client'));

export * from './index';
