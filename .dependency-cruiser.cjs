/**
 * Module and feature boundaries (docs/architecture.md). `npm run lint` runs this; a boundary is
 * crossed only through the other side's index.ts, so each module's interface is one file to read.
 * Tests may reach into other modules' test factories: they are not part of the product's shape.
 */
const test =
  '(\\.test\\.tsx?$|test-helpers\\.ts$|test-factories\\.ts$|test-fixtures\\.ts$|search-fixture\\.ts$|^apps/server/src/test/|^apps/web/src/test/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order and ownership unclear; break them with an index.ts or a hook.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: test },
      // A type-only import is erased at build time, so it cannot make a load-order cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-module-boundary',
      comment: "A server module imports another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: test },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'search-engine-interface',
      comment: 'The search engine is used only through modules/catalog/search/engine/index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/catalog/search/engine/', test] },
      to: { path: '^apps/server/src/modules/catalog/search/engine/', pathNot: 'engine/index\\.ts$' },
    },
    {
      name: 'lib-is-shared',
      comment:
        'lib/ holds helpers every domain may use, so it depends on no domain module. Its tests may: the problem-text scan checks what every module can send.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'test-support-stays-in-tests',
      comment:
        'Test servers and factories are not product code (the demo Apigee emulation lives in integrations/).',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: test,
      },
      to: { path: '^apps/server/src/test/' },
    },
    {
      name: 'web-feature-boundary',
      comment: "A web feature imports another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: test },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-code-has-no-features',
      comment: 'components/ and lib/ are shared by every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: test },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
