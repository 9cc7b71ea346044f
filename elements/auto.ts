import { startAutoMode } from '../core/auto/auto-mode.ts';
import './index.ts';

/**
 * The auto entry (`auto.js`): the library's entry, plus auto mode, which wraps WooCommerce's markup in the tags on
 * pages whose theme prints none (README "Auto mode"). The build keeps `./index.ts` as an import of the normal
 * entry's file, so both entries share it and the normal entry's bytes do not change. The tags are registered
 * first; they are wrapped in the same task, before any implementation has arrived.
 */
startAutoMode();
