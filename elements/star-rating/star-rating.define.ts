import { defineElement } from '../../core/runtime/define-element.ts';
import { StarRating } from './star-rating.tsx';

/**
 * The review form's rating select as a named radio group of five stars; a review without a required rating
 * is blocked with an inline alert.
 *
 * @summary review rating select as a named radio group of five stars; blocks a review without a required rating (inline alert)
 * @attr {'yes' | 'no'} rating-required - `yes` blocks reviews without a rating (default `review_rating_required`, `yes`)
 * @attr {string} required-text - the blocking message (default `i18n_required_rating_text`, `Please select a rating`)
 * @attr {string[]} labels - JSON array of the five stars' accessible names (default `i18n_rating_options`)
 * @fires {CustomEvent<{ rating: number }>} shop-star-rating-changed - the shopper chose a rating from 1 to 5
 * @fires {CustomEvent<{ message: string }>} shop-star-rating-blocked - a review submit was blocked for the missing rating
 */
export const ShopStarRatingElement = defineElement('shop-star-rating', StarRating, {
  ratingRequired: { type: 'string', values: ['yes', 'no'] },
  requiredText: 'string',
  labels: { type: 'json', items: 'string' },
});
