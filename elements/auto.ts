import { startAutoMode } from '../core/auto/auto-mode.ts';

/**
 * The auto entry (`auto.js`): auto mode, then the library's entry. The markup is wrapped first, so the entry
 * registers tags that are already in place; loaded render-blocking from the head, the wrapping happens before the
 * first paint and moves nothing on screen (docs/loading.md#auto-mode-no-template-change). The build bundles the
 * entry in, its group chunks imported from the library's build: one file for a page in auto mode.
 */
startAutoMode();
void import('./index.ts');
