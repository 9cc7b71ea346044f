// `single-product-reviews.php`: the review list and the review form with its rating select.
import type { Product } from '../../catalogue/types.ts';
import { escapeHtml } from '../../html.ts';
import { starRatingHtml } from '../star-rating.ts';

function reviewList(product: Product): string {
  if (product.reviews.length === 0) return '<p class="woocommerce-noreviews">There are no reviews yet.</p>';
  const items = product.reviews.map(
    (r) => `<li class="review even thread-even depth-1" id="li-comment-${r.id}">
		<div id="comment-${r.id}" class="comment_container">
			<div class="comment-text">
				${starRatingHtml(r.rating)}
				<p class="meta">
					<strong class="woocommerce-review__author">${escapeHtml(r.author)} </strong>
					${r.verified ? '<em class="woocommerce-review__verified verified">(verified owner)</em> ' : ''}<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${r.date}">${r.date}</time>
				</p>
				<div class="description"><p>${escapeHtml(r.text)}</p></div>
			</div>
		</div>
	</li>`,
  );
  return `<ol class="commentlist">\n${items.join('\n')}\n</ol>`;
}

export function productReviews(product: Product): string {
  const count = product.reviews.length;
  const title = count ? `${count} review${count === 1 ? '' : 's'} for <span>${escapeHtml(product.name)}</span>` : 'Reviews';
  const reply = count ? `Add a review` : `Be the first to review &ldquo;${escapeHtml(product.name)}&rdquo;`;
  return `<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">${title}</h2>
		${reviewList(product)}
	</div>
	<div id="review_form_wrapper">
		<div id="review_form">
			<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${reply}</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><shop-star-rating><p class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Rate&hellip;</option>
						<option value="5">Perfect</option>
						<option value="4">Good</option>
						<option value="3">Average</option>
						<option value="2">Not that bad</option>
						<option value="1">Very poor</option>
					</select></p></shop-star-rating><p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->
		</div>
	</div>
	<div class="clear"></div>
</div>`;
}
