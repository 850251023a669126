/**
 * The generated screens' modules: loaded with the first screen that needs them (ViewElement), or ahead of it when
 * the browser is idle (ScreenPrefetch). One import call each, so the bundler lists each chunk's dependencies once.
 */
export const loadResourceList = () => import('./ResourceList');
export const loadResourceRecord = () => import('./ResourceRecord');
export const loadResourceCreate = () => import('./ResourceCreate');
