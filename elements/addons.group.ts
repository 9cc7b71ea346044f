// Product Add-ons' fields: only the products sold with add-ons have them.
import '../core/shared-chunk.ts';
import './product-addons/product-addons.define.ts';
