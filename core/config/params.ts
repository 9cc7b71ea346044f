import { readParams, type ReadParamsOptions } from './read-params.ts';

/**
 * Typed accessors for the localized params objects more than one element reads, keyed as WooCommerce keys them
 * (docs/woocommerce-protocol.md#localized-params), with the platform's English strings as defaults. A params
 * object only one element reads is in that element's folder (`*-params.ts`), so it is fetched with the element.
 */
export const AJAX_DEFAULTS = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };

export const wooParams = () => readParams('woocommerce_params', AJAX_DEFAULTS);

export const addToCartParams = () =>
  readParams('wc_add_to_cart_params', {
    ...AJAX_DEFAULTS,
    i18n_view_cart: 'View cart',
    cart_url: '/cart/',
    is_cart: '' as string | boolean,
    cart_redirect_after_add: 'no',
  });

export const cartFragmentsParams = () =>
  readParams('wc_cart_fragments_params', {
    ...AJAX_DEFAULTS,
    cart_hash_key: 'wc_cart_hash',
    fragment_name: 'wc_fragments',
    request_timeout: 5000 as number | string,
  });

export const singleProductParams = (options?: ReadParamsOptions) =>
  readParams(
    'wc_single_product_params',
    {
      i18n_required_rating_text: 'Please select a rating',
      i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
      i18n_product_gallery_trigger_text: 'View full-screen image gallery',
      // Not printed by WooCommerce: the gallery's own texts, which a theme can add through the params filter.
      i18n_gallery_label: 'Product images',
      i18n_gallery_role_description: 'carousel',
      i18n_gallery_slide_role_description: 'slide',
      i18n_gallery_slide_label: '{n} of {total}',
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
    },
    options,
  );

export const addonsParams = () =>
  readParams('woocommerce_addons_params', {
    price_display_suffix: '',
    ajax_url: AJAX_DEFAULTS.ajax_url,
    i18n_addon_total: 'Options total:',
    i18n_sub_total: 'Sub total:',
    i18n_remaining: 'characters remaining',
    currency_format_num_decimals: 2 as number | string,
    currency_format_symbol: '$',
    currency_format_decimal_sep: '.',
    currency_format_thousand_sep: ',',
    currency_format: '%s%v USD',
  });

/**
 * YITH WooCommerce Wishlist's `yith_wcwl_l10n` (its legacy script's settings, action names and nonces). Flags
 * are WordPress's '1' / '' (read them with `paramFlag`). `update_wishlist_count_action` is the theme's count
 * action (`{theme prefix}_update_wishlist_count`), which YITH does not print.
 */
export const wishlistParams = () =>
  readParams('yith_wcwl_l10n', {
    ajax_url: AJAX_DEFAULTS.ajax_url,
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
