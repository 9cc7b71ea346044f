// `wp-comments-post.php`: a product review. WordPress sends a guest's review back to the product at
// `#comment-<id>` (held for moderation), which opens the reviews tab; missing fields get its error page.
import { getCatalogue } from '../catalogue/index.ts';
import type { Ctx } from '../context.ts';
import { productPath } from '../context.ts';
import { htmlReply, redirectReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import type { Resolver } from './route.ts';

let nextReviewId = 90001;

function failure(message: string, status: number): Reply {
  return htmlReply(
    `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p><strong>Error:</strong> ${message}</p></div><p><a href="javascript:history.back()">&laquo; Back</a></p></body></html>`,
    status,
  );
}

function postReview(ctx: Ctx): Reply {
  const product = getCatalogue().byId.get(Number(ctx.body.get('comment_post_ID')));
  if (!product) return failure('Sorry, comments are closed for this item.', 403);
  const rating = Number(ctx.body.get('rating'));
  // WooCommerce's `review_rating_required` is "yes" in this shop.
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return failure('Please rate the product.', 400);
  if (!ctx.body.get('comment')?.trim()) return failure('Please type your comment text.', 400);
  if (!ctx.body.get('author')?.trim() || !ctx.body.get('email')?.includes('@')) return failure('Please fill the required fields.', 400);
  const id = nextReviewId++;
  ctx.session.notices.push({ type: 'success', html: 'Your review is awaiting approval.' });
  return redirectReply(`${productPath(product.slug)}?unapproved=${id}#comment-${id}`);
}

export const resolveReviews: Resolver = (ctx) =>
  ctx.path === '/wp-comments-post.php' && ctx.method === 'POST' ? { endpoint: 'review', handle: () => postReview(ctx) } : undefined;
