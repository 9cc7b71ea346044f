// The product page's renderer-free preludes, in one file: a page with product tabs has a gallery too, and each file
// is a request before the first interaction (a product page has a budget of 8). The entry fetches it while the tabs
// and the gallery wait for the shopper (`elements/index.ts`); each of them imports it by awaiting it, since a static
// import would make esbuild split it into a shared chunk behind a re-exporting one (two files, not one).
export * from './product-tabs/tab-on-load.ts';
export * from './product-gallery/gallery-controls.ts';
