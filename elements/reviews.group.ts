// The review form's star rating.
import '../core/shared-chunk.ts';
import './star-rating/star-rating.define.ts';
