// Page editors' edit links: a group of its own, so a visitor who may not edit pages never fetches it (the
// server prints <shop-edit-links> only for editors).
import '../core/shared-later-chunk.ts';
import './edit-links/edit-links.define.ts';
