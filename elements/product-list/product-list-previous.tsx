import type { Feed } from './page-feed.ts';
import { feedStatusText, LoadButton } from './product-list-controls.tsx';
import type { ProductListTexts } from './product-list-texts.ts';

interface ProductListPreviousProps {
  feed: Feed;
  texts: ProductListTexts;
  onLoad: () => void;
}

/**
 * Before the list of a listing opened at a later page: the "Load previous products" button, which puts the
 * page before the first one shown above it (it says so and ignores clicks while loading, stays for another try
 * after a failure, and is gone once the first page is in), and a polite status of its own, seen only when it
 * reports a failure.
 */
export function ProductListPrevious({ feed, texts, onLoad }: ProductListPreviousProps) {
  const loading = feed.status === 'loading';
  return (
    <>
      {feed.status !== 'last' && (
        <LoadButton className="shop-product-list__previous-button" loading={loading} label={texts.previous} texts={texts} onLoad={onLoad} />
      )}
      {/* Shown only for a failure: a line appearing above the list would move the products on screen. */}
      <div className={`shop-product-list__status${feed.status === 'error' ? '' : ' screen-reader-text'}`} role="status">
        {feedStatusText(feed, texts)}
      </div>
    </>
  );
}
