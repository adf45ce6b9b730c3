/**
 * React, imported once for the whole product. React ships as CommonJS, and the bundler gives every ES module that
 * imports a CommonJS one an object of its own with a getter per export: imported from fifty modules, React cost
 * fifty such objects (about 8 KB of heap each, some 0.4 MB together). The views import React from here, so one
 * object serves them all; `npm run lint` keeps value imports of `react` and `react-dom` to this file (type-only
 * imports, erased by the compiler, may name `react` directly).
 */
export {
  Component,
  Suspense,
  createContext,
  createElement,
  forwardRef,
  lazy,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
export type { ComponentType, FocusEvent, FormEvent, KeyboardEvent, MouseEvent, ReactNode, RefCallback, RefObject } from 'react';
export { createPortal, flushSync } from 'react-dom';
