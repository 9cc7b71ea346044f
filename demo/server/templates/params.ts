// The localized `*_params` globals printed before </body>, as `wp_localize_script` prints them.
import { absoluteUrl, CART_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { md5 } from '../cart/session.ts';
import { ADDRESS_LOCALE, ADDRESS_LOCALE_FIELDS, COUNTRY_STATES } from './address-fields.ts';
import { wishlistL10n } from '../wishlist/l10n.ts';
import { QUICK_VIEW_ACTION } from '../routes/quick-view.ts';

export type ParamsGroup = 'single_product' | 'variation' | 'password' | 'address';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
const FRAGMENT_HASH = md5('1_http://demo-shop.local/storefront');

/** `wp_json_encode(…, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES)`. */
function localizeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E')
    .replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function localized(handle: string, name: string, value: unknown): string {
  return `<script id="${handle}-js-extra">\nvar ${name} = ${localizeJson(value)};\n//# sourceURL=${handle}-js-extra\n</script>`;
}

export function paramsScripts(ctx: Ctx, groups: ParamsGroup[]): string {
  const scripts = [
    localized('wc-add-to-cart', 'wc_add_to_cart_params', {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      i18n_view_cart: 'View cart',
      cart_url: absoluteUrl(ctx, CART_PATH),
      is_cart: ctx.path === CART_PATH ? '1' : '',
      cart_redirect_after_add: ctx.settings.redirectAfterAdd ? 'yes' : 'no',
    }),
    localized('woocommerce', 'woocommerce_params', {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      i18n_password_show: 'Show password',
      i18n_password_hide: 'Hide password',
    }),
    localized('wc-cart-fragments', 'wc_cart_fragments_params', {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      cart_hash_key: `wc_cart_hash_${FRAGMENT_HASH}`,
      fragment_name: `wc_fragments_${FRAGMENT_HASH}`,
      request_timeout: '5000',
    }),
    localized('woocommerce-addons', 'woocommerce_addons_params', {
      price_display_suffix: '<small class="woocommerce-price-suffix">{price_including_tax} incl. tax</small>',
      tax_enabled: true,
      price_include_tax: false,
      display_include_tax: false,
      ajax_url: AJAX_URL,
      i18n_validation_required_select: 'Please choose an option.',
      i18n_addon_total: 'Options total:',
      i18n_sub_total: 'Sub total:',
      i18n_remaining: '<span></span> characters remaining',
      currency_format_num_decimals: 2,
      currency_format_symbol: '$',
      currency_format_decimal_sep: '.',
      currency_format_thousand_sep: ',',
      trim_trailing_zeros: false,
      currency_format: '%s%v USD',
    }),
    // The theme's live search and quick view settings, printed as a theme (or the WordPress plugin's defaults) would:
    // the demo does not rely on the elements' own defaults (docs/server-endpoints.md).
    localized('shop-live-search', 'shop_live_search_params', { ajax_url: AJAX_URL, theme_prefix: 'shop' }),
    localized('shop-quick-view', 'shop_quick_view_params', { ajax_url: AJAX_URL, action: QUICK_VIEW_ACTION }),
    localized('yith-wcwl', 'yith_wcwl_l10n', wishlistL10n(ctx)),
    localized('shop-instalments', 'shop_instalments_params', {
      locale: 'en_US',
      ajaxurl: AJAX_URL,
      provider_host: '/provider/',
      min: '35.00',
      max: '1000.00',
      currency: 'USD',
    }),
  ];
  if (groups.includes('single_product'))
    scripts.push(
      localized('wc-single-product', 'wc_single_product_params', {
        i18n_required_rating_text: 'Please select a rating',
        i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
        i18n_product_gallery_trigger_text: 'View full-screen image gallery',
        review_rating_required: 'yes',
        flexslider: {
          rtl: false,
          animation: 'slide',
          smoothHeight: true,
          directionNav: false,
          controlNav: 'thumbnails',
          slideshow: false,
          animationSpeed: 500,
          animationLoop: false,
          allowOneSlide: false,
        },
        zoom_enabled: '1',
        zoom_options: [],
        photoswipe_enabled: '1',
        photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
        flexslider_enabled: '1',
      }),
    );
  if (groups.includes('variation'))
    scripts.push(
      localized('wc-add-to-cart-variation', 'wc_add_to_cart_variation_params', {
        wc_ajax_url: WC_AJAX_URL,
        i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
        i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
        i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
        i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
      }),
    );
  if (groups.includes('password'))
    scripts.push(
      // WordPress's own strength labels, printed with its password-strength-meter script.
      localized('password-strength-meter', 'pwsL10n', {
        unknown: 'Password strength unknown',
        short: 'Very weak',
        bad: 'Weak',
        good: 'Medium',
        strong: 'Strong',
        mismatch: 'Mismatch',
      }),
      localized('wc-password-strength-meter', 'wc_password_strength_meter_params', {
        min_password_strength: '3',
        stop_checkout: '',
        i18n_password_error: 'Please enter a stronger password.',
        i18n_password_hint:
          'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ &amp; ).',
      }),
    );
  if (groups.includes('address'))
    scripts.push(
      // Both objects carry JSON strings, as WooCommerce prints them.
      localized('wc-country-select', 'wc_country_select_params', {
        countries: JSON.stringify(COUNTRY_STATES),
        i18n_select_state_text: 'Select an option…',
        i18n_no_matches: 'No matches found',
      }),
      localized('wc-address-i18n', 'wc_address_i18n_params', {
        locale: JSON.stringify(ADDRESS_LOCALE),
        locale_fields: JSON.stringify(ADDRESS_LOCALE_FIELDS),
        i18n_required_text: 'required',
        i18n_optional_text: 'optional',
      }),
    );
  return scripts.join('\n');
}
