// Deterministic id allocation: products from 10, variations from 1000, reviews from 1.

export interface IdAllocator {
  product(): number;
  variation(): number;
  review(): number;
}

export function createIds(): IdAllocator {
  let product = 10;
  let variation = 1000;
  let review = 1;
  return { product: () => product++, variation: () => variation++, review: () => review++ };
}
