// Product categories (the `product_cat` taxonomy) in menu order.
import type { Category } from './types.ts';

export const CATEGORIES: Category[] = [
  { slug: 't-shirts', name: 'T-shirts', description: 'Everyday tees in organic cotton.' },
  { slug: 'hoodies', name: 'Hoodies', description: 'Warm layers for cool days.' },
  { slug: 'jeans', name: 'Jeans', description: 'Denim in every cut.' },
  { slug: 'dresses', name: 'Dresses', description: 'From sundresses to evening wear.' },
  { slug: 'jackets', name: 'Jackets', description: 'Outerwear for all weather.' },
  { slug: 'accessories', name: 'Accessories', description: 'Socks, scarves, caps and bags.' },
];
