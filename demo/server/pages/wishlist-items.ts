// The demo wishlist's fixed contents (the wishlist page is static for now).
export const WISHLIST_ITEMS = ['classic-crew-tee', 'cashmere-overcoat', 'wool-scarf', 'silk-scarf'];
