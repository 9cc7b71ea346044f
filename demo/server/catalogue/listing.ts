// Product queries for the archive pages: filter by category or search, then WooCommerce's `orderby` options.
import { getCatalogue } from './index.ts';
import { priceBounds } from './pricing.ts';
import type { Product } from './types.ts';

export const ORDERBY_OPTIONS = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
} as const;

export type OrderBy = keyof typeof ORDERBY_OPTIONS;

export function parseOrderBy(value: string | null): OrderBy {
  return value !== null && value in ORDERBY_OPTIONS ? (value as OrderBy) : 'menu_order';
}

const COMPARATORS: Record<OrderBy, (a: Product, b: Product) => number> = {
  menu_order: (a, b) => a.id - b.id,
  popularity: (a, b) => b.totalSales - a.totalSales || a.id - b.id,
  rating: (a, b) => b.averageRating - a.averageRating || a.id - b.id,
  date: (a, b) => a.age - b.age || b.id - a.id,
  price: (a, b) => priceBounds(a).min - priceBounds(b).min || a.id - b.id,
  'price-desc': (a, b) => priceBounds(b).max - priceBounds(a).max || a.id - b.id,
};

export interface ProductQuery {
  category?: string;
  search?: string;
  orderby: OrderBy;
}

export function queryProducts(query: ProductQuery): Product[] {
  const search = query.search?.trim().toLowerCase();
  return getCatalogue()
    .products.filter((p) => !query.category || p.category === query.category)
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.sku.toLowerCase().includes(search))
    .sort(COMPARATORS[query.orderby]);
}
