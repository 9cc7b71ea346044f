import { useEffect, useRef } from 'react';
import { fillText } from '../../core/format/fill-template.tsx';
import type { Feed } from './page-feed.ts';
import type { ProductListTexts } from './product-list-texts.ts';

export type LoadMode = 'spinner' | 'button';

interface ProductListControlsProps {
  statusId: string;
  mode: LoadMode;
  feed: Feed;
  texts: ProductListTexts;
  /** The shopper's last request failed: the retry control takes the focus they had. */
  focusRetry: boolean;
  onLoad: () => void;
}

/** What a feed's status region says: loading, how many products the latest page added, or the failure. */
export function feedStatusText({ status, added, error }: Feed, texts: ProductListTexts): string {
  if (status === 'loading') return texts.loading;
  if (status === 'error') return error ?? '';
  return added === null ? '' : fillText(texts.added, { count: String(added) });
}

function statusText(feed: Feed, texts: ProductListTexts): string {
  const text = feedStatusText(feed, texts);
  // The last page's count comes with the end of the listing; a first page that was the last says nothing.
  return feed.status === 'last' && feed.added !== null ? `${text} ${texts.last}` : text;
}

interface LoadButtonProps {
  className: string;
  loading: boolean;
  label: string;
  texts: ProductListTexts;
  onLoad: () => void;
}

/** A button that loads a page: while it loads it says so and ignores clicks (`aria-disabled`, so focus stays on it). */
export function LoadButton({ className, loading, label, texts, onLoad }: LoadButtonProps) {
  return (
    <button
      type="button"
      className={`button ${className}`}
      aria-disabled={loading}
      onClick={() => {
        if (!loading) onLoad();
      }}
    >
      {loading ? texts.loading : label}
    </button>
  );
}

/**
 * Below the list: the polite status (loading, how many products were added, the end of the listing, errors),
 * the spinner or the "view more" button, and the retry control after a failure. The status is also where the
 * skip link lands, so the footer is one Tab away however long the list has grown.
 */
export function ProductListControls({ statusId, mode, feed, texts, focusRetry, onLoad }: ProductListControlsProps) {
  const loading = feed.status === 'loading';
  const retry = useRef<HTMLButtonElement>(null);
  // The control the shopper used is gone after a failure; the retry control takes its focus.
  useEffect(() => {
    if (feed.status === 'error' && focusRetry) retry.current?.focus();
  }, [feed.status, focusRetry]);
  return (
    <>
      <div id={statusId} className="shop-product-list__status" role="status" tabIndex={-1}>
        {statusText(feed, texts)}
      </div>
      {mode === 'spinner' && loading && <span className="shop-product-list__spinner" aria-hidden="true" />}
      {mode === 'button' && (feed.status === 'idle' || loading) && (
        <LoadButton className="shop-product-list__more" loading={loading} label={texts.viewMore} texts={texts} onLoad={onLoad} />
      )}
      {feed.status === 'error' && (
        <button ref={retry} type="button" className="button shop-product-list__retry" onClick={onLoad}>
          {texts.retry}
        </button>
      )}
    </>
  );
}
