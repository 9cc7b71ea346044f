// Product Add-ons' fields: only the products sold with add-ons have them.
import '../core/shared-later-chunk.ts';
import './product-addons/product-addons.define.ts';
