// The review form's star rating.
import '../core/shared-later-chunk.ts';
import './star-rating/star-rating.define.ts';
