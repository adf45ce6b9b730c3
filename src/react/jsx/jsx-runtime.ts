/**
 * The JSX runtime the build compiles the views' JSX to (`jsxImportSource` in esbuild.config.mjs):
 * React's, through one ES module. React's runtime is CommonJS, and a module importing it directly
 * gets an interop object of its own and calls every element through it (about 700 B gz more over
 * the views); through here, one object serves them all and each element is a plain call.
 */
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
