// Loaded with jQuery by ?jquery=1: what a theme's old scripts would hear. Listens with jQuery on body for the
// legacy WooCommerce events the elements trigger, and logs each with a summary of its legacy arguments.
(function ($) {
  var names = [
    'adding_to_cart',
    'added_to_cart',
    'removed_from_cart',
    'wc_cart_button_updated',
    'ajax_request_not_sent.adding_to_cart',
    'wc_fragments_loaded',
    'wc_fragments_refreshed',
    'wc_fragments_ajax_error',
    'updated_wc_div',
    'updated_cart_totals',
    'wc_cart_emptied',
    'wc_variation_form',
    'check_variations',
    'found_variation',
    'reset_data',
    'reset_image',
    'show_variation',
    'hide_variation',
    'woocommerce_variation_has_changed',
    'woocommerce_update_variation_values',
    'wc-product-gallery-before-init',
    'wc-product-gallery-after-init',
  ];
  function describe(value) {
    if (value && value.jquery)
      return 'jQuery(' + (value[0] ? value[0].tagName.toLowerCase() + '.' + String(value[0].className).split(' ').join('.') : '') + ')';
    if (value instanceof Element) return '<' + value.tagName.toLowerCase() + '>';
    if (value && typeof value === 'object')
      return '{' + Object.keys(value).slice(0, 4).join(', ') + (Object.keys(value).length > 4 ? ', …' : '') + '}';
    return JSON.stringify(value);
  }
  var log = document.createElement('div');
  log.className = 'demo-legacy-log';
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', 'Legacy jQuery events');
  $(document.body).on(names.join(' '), function (event) {
    var args = Array.prototype.slice.call(arguments, 1).map(describe).join(', ');
    var line = document.createElement('div');
    line.textContent =
      new Date().toLocaleTimeString() + '  ' + event.type + (event.namespace ? '.' + event.namespace : '') + '  [' + args + ']';
    log.prepend(line);
  });
  $(function () {
    document.body.appendChild(log);
  });
})(window.jQuery);
