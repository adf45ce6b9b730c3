// ESLint over every source folder and the root config files (`npm run lint`, no warning allowed).
// Layout is Prettier's alone (`npm run format:check`): no rule enabled here concerns it, so
// eslint-config-prettier has nothing to turn off (of its list only no-unexpected-multiline is on,
// which guards against a missing semicolon and cannot fire on code Prettier ends with semicolons).
// typescript-eslint's rules are its syntactic set: the type-aware one took four times as long
// (112 s against 28 s, and 1.4 GB) on a two-core machine.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const hooks = reactHooks.configs['recommended-latest'].rules;

export default defineConfig(
  { ignores: ['**/node_modules/', 'dist/', 'test-results/', 'data/'] },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      // Browser code, Node code and tests that drive both live side by side; the type check is what
      // keeps each file to the globals of where it runs.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore names what is left out on purpose: a destructured field dropped from a
      // copy, an argument a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...hooks,
      // An effect that reads a value it does not list runs with a stale one: an error, not a hint.
      'react-hooks/exhaustive-deps': 'error',
      // Flags the latest-value ref (`ref.current = value` during render, read by handlers and effects
      // that outlive the render), which the views use on purpose; the app renders nothing
      // concurrently, so no discarded render can leave a value behind in one.
      'react-hooks/refs': 'off',
      // These judge code for the React Compiler, which this project does not run.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
    },
  },
  {
    // React's values reach the product through one module (src/react/react-once.ts says why); types may come straight.
    // The React Compiler's rules know React by its module name only: through that module they read `useRef` as any
    // hook, so a ref's name ends in `Ref` (their convention for a ref), and `set-state-in-effect` no longer sees an effect.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/react/react-once.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['react', 'react-dom'].map((name) => ({
          name,
          allowTypeImports: true,
          message: 'import React through src/react/react-once.ts: each module importing React itself costs a copy of its exports.',
        })),
      ],
    },
  },
  {
    // Styles go on elements as class names (src/react/use-class-names.ts): Emotion's `css` prop puts two components around
    // every element it styles.
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='css']",
          message: 'give the element className={cx(style)} (useClassNames) instead of the css prop.',
        },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // chai's property assertions (`expect(x).to.be.true`) are expressions that assert when read.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
