import { startAutoMode } from '../core/auto/auto-mode.ts';

/**
 * The auto entry (`auto.js`): auto mode, then the library's entry. The markup is wrapped first, so the entry
 * registers tags that are already in place; loaded render-blocking from the head, the wrapping happens before the
 * first paint and moves nothing on screen (docs/loading.md#auto-mode-no-template-change). The build keeps `./index.ts` as an import of the
 * normal entry's file, so the normal entry's bytes do not change.
 */
startAutoMode();
void import('./index.ts');
