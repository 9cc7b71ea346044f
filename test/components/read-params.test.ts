import { expect } from '@open-wc/testing';
import { singleProductParams, addToCartParams } from '../../core/config/params.ts';
import { liveSearchParams } from '../../elements/live-search/live-search-params.ts';

type Globals = Record<string, unknown>;

/** The console warnings `body` causes. */
function warningsOf(body: () => void): string[] {
  const warnings: string[] = [];
  const { warn } = console;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    body();
  } finally {
    console.warn = warn;
  }
  return warnings;
}

describe('legacy params globals', () => {
  afterEach(() => {
    delete (window as unknown as Globals).wc_single_product_params;
    delete (window as unknown as Globals).wc_add_to_cart_params;
  });

  it('a missing WooCommerce global gives the defaults and one warning naming it and the script that prints it', () => {
    const warnings = warningsOf(() => {
      expect(singleProductParams().zoom_enabled).to.equal('');
      expect(singleProductParams().i18n_required_rating_text).to.equal('Please select a rating');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('window.wc_single_product_params').and.contain('"wc-single-product"');
  });

  it('a printed global is read without a warning', () => {
    (window as unknown as Globals).wc_add_to_cart_params = { cart_redirect_after_add: 'yes' };
    const warnings = warningsOf(() => {
      expect(addToCartParams().cart_redirect_after_add).to.equal('yes');
    });
    expect(warnings).to.deep.equal([]);
  });

  it('a global the theme prints for the library alone is optional: no warning', () => {
    (window as unknown as Globals).woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php' };
    try {
      const warnings = warningsOf(() => {
        expect(liveSearchParams().theme_prefix).to.equal('shop');
      });
      expect(warnings).to.deep.equal([]);
    } finally {
      delete (window as unknown as Globals).woocommerce_params;
    }
  });
});
