import { defineElement } from '../../core/runtime/define-element.ts';
import { StarRating } from './star-rating.tsx';

export const ShopStarRatingElement = defineElement('shop-star-rating', StarRating, {
  ratingRequired: 'string',
  requiredText: 'string',
  labels: 'json',
});
