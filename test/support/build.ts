declare const __SHOP_BUILD__: 'react' | 'lean';

/** The build the component tests are bundled for: React, or the lean build on Preact (`SHOP_BUILD=lean`). */
export const TEST_BUILD = __SHOP_BUILD__;
