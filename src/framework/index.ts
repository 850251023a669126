/**
 * The framework's public face for definitions (issue 24): what a resource file imports to declare itself. Everything
 * here is light and loads with the portal's first page, as the definitions do. Screens a resource writes itself import
 * the framework's building blocks from `src/framework/views`, which load with those screens. The lint rule
 * (eslint/importBoundaries.js, `entries`) refuses imports from `resources/` into any other framework file.
 */
export { defineResource } from './define';
export { definePage } from './page';
export { lazyScreen } from './views/loadOnce';
export { basePattern, createPath, fillPattern, listPath, recordMeta, recordPath } from './paths';
export { useSetupStepStatus } from './company/setup';
export type { CompanyChoice } from './company/search';
export type * from './types';
