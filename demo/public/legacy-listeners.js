// Loaded by ?jquery=1: listens for the legacy WooCommerce body events (jQuery-style names, dispatched natively
// by shop-elements for interop) and logs them, so the demo shows which events a theme's old scripts would see.
(function () {
  var names = ['adding_to_cart', 'added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed', 'wc_fragments_loaded',
    'wc_fragment_refresh', 'updated_wc_div', 'wc_cart_button_updated', 'found_variation', 'reset_data', 'show_variation',
    'hide_variation', 'woocommerce_variation_has_changed', 'updated_cart_totals'];
  var log = document.createElement('div');
  log.className = 'demo-legacy-log';
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', 'Legacy events');
  log.style.cssText = 'position:fixed;bottom:0;left:0;max-height:30vh;overflow:auto;background:#fff;color:#1f2328;border:1px solid #8a9099;font:12px monospace;padding:4px 8px;z-index:9999';
  names.forEach(function (name) {
    document.addEventListener(name, function (event) {
      var line = document.createElement('div');
      line.textContent = new Date().toLocaleTimeString() + '  ' + name + (event.detail ? '  ' + JSON.stringify(event.detail).slice(0, 120) : '');
      log.prepend(line);
    }, true);
  });
  document.addEventListener('DOMContentLoaded', function () { document.body.appendChild(log); });
})();
