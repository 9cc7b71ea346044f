import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { singleProductParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';

declare global {
  interface ShopEventDetailMap {
    /** The shopper picked a rating; the `rating` select already holds it. */
    'shop-star-rating-changed': { rating: number };
    /** A review submit was blocked because the required rating is missing. */
    'shop-star-rating-blocked': { message: string };
  }
}

export interface StarRatingProps extends HostProps {
  /** "yes" blocks a review without a rating (default: `review_rating_required`). */
  ratingRequired?: string;
  /** Default: `i18n_required_rating_text`, "Please select a rating". */
  requiredText?: string;
  /** Five accessible star names (default: `i18n_rating_options`, "1 of 5 stars" …). */
  labels?: string[];
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Replaces the review form's hidden `rating` select with five stars forming an APG radio group, named by the
 * select's label, and blocks a review without a required rating with an inline alert instead of window.alert.
 */
function Stars({ host, ratingRequired, requiredText, labels }: StarRatingProps) {
  const params = singleProductParams();
  const required = pick(ratingRequired, params.review_rating_required) === 'yes';
  const message = pick(requiredText, params.i18n_required_rating_text);
  const names = pick(labels, params.i18n_rating_options);
  const select = host.querySelector<HTMLSelectElement>('select#rating, select[name="rating"]');
  const mount = useMountPoint(select, 'beforebegin', 'shop-star-rating__stars');
  const stars = useRef<Array<HTMLAnchorElement | null>>([]);
  const [rating, setRating] = useState(0);
  const [error, setError] = useState('');
  const [labelId, setLabelId] = useState<string | undefined>();
  const errorId = `${select?.id || 'rating'}-required-message`;

  useLayoutEffect(() => {
    if (!select) return;
    setRating(Number(select.value) || 0);
    const label = select.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(select.id)}"]`) : null;
    setLabelId(label ? ensureId(label, 'shop-rating-label') : undefined);
    // The stars are the control now. WooCommerce prints the select `required` even when a rating is optional,
    // and the browser would refuse a form whose required control is hidden, without saying why: whether a
    // rating is needed is decided by the submit check below, from review_rating_required.
    const display = select.style.display;
    const wasRequired = select.required;
    select.style.display = 'none';
    select.required = false;
    return () => {
      select.style.display = display;
      select.required = wasRequired;
    };
  }, [select]);

  const choose = useCallback(
    (value: number) => {
      if (!select) return;
      select.value = String(value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      setRating(value);
      setError('');
      stars.current[value - 1]?.focus();
      emit(host, 'shop-star-rating-changed', { rating: value });
    },
    [host, select],
  );

  const block = useCallback(
    (event: Event) => {
      if (!select || !required || select.value !== '') return;
      event.preventDefault();
      // Legacy review scripts listen to submit too; a blocked review must reach none of them.
      event.stopImmediatePropagation();
      // Emptied first so a second blocked submit is announced again.
      setError('');
      requestAnimationFrame(() => setError(message));
      stars.current[0]?.focus();
      emit(host, 'shop-star-rating-blocked', { message });
    },
    [host, message, required, select],
  );
  useDomEvent(select?.form, 'submit', block, { capture: true });

  if (!select || !mount) return null;
  const tabbable = rating > 0 ? rating : 1;

  const onKeyDown = (event: ReactKeyboardEvent, value: number): void => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) choose(((value - 1 + step + 5) % 5) + 1);
    else if (event.key === ' ' || event.key === 'Enter') choose(value);
    else return;
    event.preventDefault();
    // Legacy galleries listen to arrow keys on the page; the stars keep them.
    event.stopPropagation();
  };

  return createPortal(
    <p className={`stars${rating > 0 ? ' selected' : ''}`}>
      <span
        role="radiogroup"
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : 'Your rating'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {STARS.map((value) => (
          // eslint-disable-next-line jsx-a11y/anchor-is-valid -- WooCommerce's star links (`p.stars a`), which themes style; given the radio role.
          <a
            key={value}
            ref={(node) => {
              stars.current[value - 1] = node;
            }}
            role="radio"
            href="#"
            className={`star-${value}${value === rating ? ' active' : ''}`}
            aria-checked={value === rating}
            tabIndex={value === tabbable ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              choose(value);
            }}
            onKeyDown={(event) => onKeyDown(event, value)}
          >
            <span className="screen-reader-text">{names[value - 1] ?? `${value} of 5 stars`}</span>
          </a>
        ))}
      </span>
      <span id={errorId} className="shop-star-rating__error" role="alert">
        {error}
      </span>
    </p>,
    mount,
  );
}

export const StarRating = outermostOnly(Stars);
