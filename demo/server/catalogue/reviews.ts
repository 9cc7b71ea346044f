// Generated customer reviews; the average rating is derived from them.
import type { IdAllocator } from './ids.ts';
import type { Random } from './random.ts';
import type { Review } from './types.ts';

const AUTHORS = ['Maya', 'Jonas', 'Priya', 'Tom', 'Aiko', 'Lena', 'Carlos', 'Zoë', 'Sam', 'Olu'];
const TEXTS: Record<number, string[]> = {
  5: ['Fits perfectly and washes well.', 'My new favourite — bought a second one.', 'Great quality for the price.'],
  4: ['Nice fabric, runs slightly large.', 'Good value, colour as pictured.'],
  3: ['Decent, but the stitching could be better.', 'OK for everyday wear.'],
  2: ['Shrank after the first wash.'],
  1: ['Arrived damaged, returned it.'],
};

export function generateReviews(ids: IdAllocator, random: Random, count: number): Review[] {
  return Array.from({ length: count }, (_, i) => {
    const rating = random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
    return {
      id: ids.review(),
      author: random.pick(AUTHORS),
      date: `2026-0${1 + (i % 9)}-${String(10 + random.int(0, 18))}`,
      rating,
      text: random.pick(TEXTS[rating] ?? ['Fine.']),
      verified: random.next() > 0.4,
    };
  });
}

export function averageRating(reviews: Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 100) / 100;
}
