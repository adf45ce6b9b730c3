// The layers of src/ (docs/architecture.md), checked by test/architecture/layers.test.ts and by
// `npm run check:layers`. Imports point down only:
//   src/index.ts, src/package.ts, src/loader/   the loader: may import anything
//   src/stage/                                  the page stage (a chunk): the store integration, the pixel, the views' loader, the runtime
//   src/shopify/                                the store integration: the pixel's types and the runtime
//   src/pixel/                                  the tracking pixel: the runtime
//   src/elements/, src/react/                   the views: the runtime and the design tokens (styles/)
//   src/runtime/                                store, rules, triggers, instances, config: nothing above it
// Type-only imports count: a type that points up is a dependency that points up.
const above = (...layers) => `^src/(${layers.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other (types included) are one module in two files. A lazily imported chunk may ' +
        'import what imports it lazily (react/widgets/chat-kinds.ts): the chunk is evaluated after its importer.',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'runtime-imports-nothing-above',
      severity: 'error',
      from: { path: '^src/runtime/' },
      to: { path: [above('loader', 'stage', 'pixel', 'shopify', 'react', 'elements'), '^src/(index|package)\\.ts$'] },
    },
    {
      name: 'pixel-imports-only-the-runtime',
      severity: 'error',
      from: { path: '^src/pixel/' },
      to: { path: [above('loader', 'stage', 'shopify', 'react', 'elements'), '^src/(index|package)\\.ts$'] },
    },
    {
      name: 'views-import-only-the-runtime',
      severity: 'error',
      from: { path: '^src/(react|elements)/' },
      to: { path: [above('loader', 'stage', 'pixel', 'shopify'), '^src/(index|package)\\.ts$'] },
    },
    {
      name: 'stage-imports-no-loader',
      severity: 'error',
      from: { path: '^src/stage/' },
      to: { path: [above('loader'), '^src/(index|package)\\.ts$'] },
    },
    {
      name: 'store-integration-imports-no-loader-or-views',
      severity: 'error',
      from: { path: '^src/shopify/' },
      to: { path: [above('loader', 'stage', 'react', 'elements'), '^src/(index|package)\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|server)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
