import { readParams } from './read-params.ts';

/**
 * Typed accessors for WooCommerce's localized params objects, keyed as WooCommerce keys them
 * (docs/woocommerce-protocol.md#localized-params), with the platform's English strings as defaults.
 */
const AJAX = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };

export const wooParams = () => readParams('woocommerce_params', AJAX);

export const addToCartParams = () =>
  readParams('wc_add_to_cart_params', {
    ...AJAX,
    i18n_view_cart: 'View cart',
    cart_url: '/cart/',
    is_cart: '' as string | boolean,
    cart_redirect_after_add: 'no',
  });

export const cartFragmentsParams = () =>
  readParams('wc_cart_fragments_params', {
    ...AJAX,
    cart_hash_key: 'wc_cart_hash',
    fragment_name: 'wc_fragments',
    request_timeout: 5000 as number | string,
  });

export const singleProductParams = () =>
  readParams('wc_single_product_params', {
    i18n_required_rating_text: 'Please select a rating',
    i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
    i18n_product_gallery_trigger_text: 'View full-screen image gallery',
    // Not printed by WooCommerce: the gallery's own texts, which a theme can add through the params filter.
    i18n_gallery_label: 'Product images',
    i18n_gallery_role_description: 'carousel',
    i18n_gallery_slide_role_description: 'slide',
    i18n_gallery_slide_label: '{n} of {total}',
    i18n_gallery_previous: 'Previous image',
    i18n_gallery_next: 'Next image',
    i18n_gallery_thumbnail: 'Show image {n} of {total}',
    i18n_lightbox_label: 'Product images',
    i18n_lightbox_close: 'Close (Esc)',
    i18n_lightbox_previous: 'Previous image',
    i18n_lightbox_next: 'Next image',
    i18n_lightbox_fullscreen: 'Toggle fullscreen',
    i18n_lightbox_zoom: 'Zoom in or out',
    i18n_lightbox_counter: '{n} / {total}',
    i18n_lightbox_image_error: 'The image #{n} could not be loaded.',
    i18n_zoom_error: 'The image could not be loaded',
    review_rating_required: 'yes',
    flexslider: {
      rtl: false,
      animation: 'slide',
      smoothHeight: true,
      directionNav: false,
      controlNav: 'thumbnails' as string | boolean,
      slideshow: false,
      animationSpeed: 500,
      animationLoop: false,
      allowOneSlide: false,
    },
    zoom_enabled: '' as string | boolean,
    zoom_options: {} as Record<string, unknown>,
    photoswipe_enabled: '' as string | boolean,
    photoswipe_options: {
      shareEl: false,
      closeOnScroll: false,
      history: false,
      hideAnimationDuration: 0,
      showAnimationDuration: 0,
    },
    flexslider_enabled: '' as string | boolean,
  });

export const variationParams = () =>
  readParams('wc_add_to_cart_variation_params', {
    wc_ajax_url: AJAX.wc_ajax_url,
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  });

export const addonsParams = () =>
  readParams('woocommerce_addons_params', {
    price_display_suffix: '',
    ajax_url: AJAX.ajax_url,
    i18n_addon_total: 'Options total:',
    i18n_sub_total: 'Sub total:',
    i18n_remaining: 'characters remaining',
    currency_format_num_decimals: 2 as number | string,
    currency_format_symbol: '$',
    currency_format_decimal_sep: '.',
    currency_format_thousand_sep: ',',
    currency_format: '%s%v USD',
  });

export const instalmentParams = () =>
  readParams('shop_instalments_params', {
    locale: 'en_US',
    ajaxurl: AJAX.ajax_url,
    provider_host: '/provider/',
    /** Empty means unset: the shop's default limits, 35.00–1000.00, then apply. */
    min: '35.00',
    max: '1000.00',
    display: 'show',
    provider: 'afterpay',
    brand: 'Afterpay',
    /** Dialog file: `modal_id`, else locale + `_theme_{modal_theme}` + `_cbt` when cross-border trade is on. */
    modal_id: '',
    modal_theme: '',
    cbt: false as boolean | string,
    range_display: 'as-low-as',
    purchase_agreement_url: 'https://www.afterpay.com/en-US/installment-agreement',
    fallback_image_url: '',
    i18n_payments: 'or 4 interest-free payments of {amount} with {brand}',
    i18n_as_low_as: 'or 4 interest-free payments as low as {amount} with {brand}',
    i18n_range: 'or 4 interest-free payments of {low} – {high} with {brand}',
    i18n_outside_limits: '{brand} is available for orders between {min} and {max}',
    i18n_product_ineligible: '{brand} is not available for purchasing this item',
    i18n_cart_ineligible: '{brand} is not available for this purchase',
    i18n_payment_labels: ['First payment', '2 weeks later', '4 weeks later', '6 weeks later'],
    i18n_schedule: 'Payment schedule',
    i18n_learn_more: 'Learn more',
    i18n_dialog_title: 'About {brand}',
    i18n_dialog_loading: 'Loading…',
    i18n_dialog_error: 'An unexpected error occurred. Please try again',
    i18n_dialog_fallback: 'Read the {brand} payment agreement',
    i18n_close: 'Close',
  });

/** The password strength meter's settings (WooCommerce's `password-strength-meter.js`). */
export const passwordStrengthParams = () =>
  readParams('wc_password_strength_meter_params', {
    min_password_strength: 3 as number | string,
    stop_checkout: '' as string | boolean,
    i18n_password_error: 'Please enter a stronger password.',
    /** HTML in WordPress (entities escaped); shown as text. */
    i18n_password_hint:
      'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ &amp; ).',
  });

/** WordPress's strength labels (`password-strength-meter`), which WooCommerce's meter shows. */
export const passwordStrengthLabels = () =>
  readParams('pwsL10n', {
    unknown: 'Password strength unknown',
    short: 'Very weak',
    bad: 'Weak',
    good: 'Medium',
    strong: 'Strong',
    mismatch: 'Mismatch',
  });

/** The show/hide button's labels, from `woocommerce_params`. */
export const passwordToggleParams = () =>
  readParams('woocommerce_params', { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' });

/**
 * Live product search. WooCommerce prints no settings for it (the search action is the theme's), so a theme
 * prints this global; the URL falls back to `woocommerce_params.ajax_url`.
 */
export const liveSearchParams = () =>
  readParams('shop_live_search_params', {
    ajax_url: wooParams().ajax_url,
    /** The action is `{theme_prefix}_ajax_search_products`. */
    theme_prefix: 'shop',
    i18n_suggestions: 'Product suggestions',
    i18n_searching: 'Searching…',
    i18n_results: '{count} results available.',
    i18n_one_result: '1 result available.',
    i18n_no_results: 'No products found.',
    i18n_failed: 'Suggestions are unavailable right now. Press Enter to search.',
  });

/**
 * Quick view. The action and its answer are the theme's (WooCommerce has none), so a theme prints this global;
 * the URL falls back to `woocommerce_params.ajax_url`.
 */
export const quickViewParams = () =>
  readParams('shop_quick_view_params', {
    ajax_url: wooParams().ajax_url,
    action: 'shop_quick_view',
    i18n_close: 'Close',
    i18n_failed: 'The quick view could not be opened. Please try again, or open the product page.',
  });

/**
 * The country and state fields (`country-select.js`). `countries` is a JSON string of each country's states;
 * empty when the page printed no params, and then the fields stay as the server printed them.
 */
export const countrySelectParams = () =>
  readParams('wc_country_select_params', { countries: '' as unknown, i18n_select_state_text: 'Select an option…' });

/** The address fields' labels and rules per country (`address-i18n.js`); `locale` and `locale_fields` are JSON strings. */
export const addressI18nParams = () =>
  readParams('wc_address_i18n_params', {
    locale: '' as unknown,
    locale_fields: '' as unknown,
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  });

/**
 * YITH WooCommerce Wishlist's `yith_wcwl_l10n` (its legacy script's settings, action names and nonces). Flags
 * are WordPress's '1' / '' (read them with `paramFlag`). `update_wishlist_count_action` is the theme's count
 * action (`{theme prefix}_update_wishlist_count`), which YITH does not print.
 */
export const wishlistParams = () =>
  readParams('yith_wcwl_l10n', {
    ajax_url: AJAX.ajax_url,
    redirect_to_cart: '' as string | boolean,
    multi_wishlist: '' as string | boolean,
    hide_add_button: '' as string | boolean,
    enable_ajax_loading: '' as string | boolean,
    remove_from_wishlist_after_add_to_cart: '' as string | boolean,
    is_wishlist_responsive: '' as string | boolean,
    time_to_close_prettyphoto: 3000 as number | string,
    fragments_index_glue: '.',
    reload_on_found_variation: '' as string | boolean,
    mobile_media_query: 768 as number | string,
    update_wishlist_count_action: 'shop_update_wishlist_count',
    labels: {
      cookie_disabled: 'We are sorry, but this feature is available only if cookies on your browser are enabled.',
      added_to_cart_message:
        '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>',
    } as Record<string, string>,
    actions: {} as Record<string, string>,
    nonce: {} as Record<string, string>,
    redirect_after_ask_estimate: '' as string | boolean,
    ask_estimate_redirect_url: '',
  });
