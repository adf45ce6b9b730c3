/**
 * The UI chunk's entry (dist/ui/mc-ui.js): the elements, with React's renderer evaluated in the task
 * after the chunk's own (shared-root.tsx). The chunk is imported when a widget is about to render, or
 * while the browser is idle when one can become due later (loader/boot.ts): either way React is ready
 * before the first view. The bundler turns this `require` of a CommonJS module into a call of its
 * module function.
 */
import { prepareRenderer, provideRenderer } from './shared-root';

declare function require(id: 'react-dom/client'): typeof import('react-dom/client');

provideRenderer(() => require('react-dom/client'));
void prepareRenderer();

export * from './index';
