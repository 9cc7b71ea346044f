// Instalment messaging: only shops with an instalment provider print it, next to a product's price.
import '../core/shared-later-chunk.ts';
import './instalments/instalments.define.ts';
