import { memo, useLayoutEffect, useRef } from 'react';
import { shortenedText } from '../../core/format/shortened-text.ts';
import { Highlighted } from './highlight.tsx';
import type { Suggestion } from './suggestions.ts';
import { useScrolledNear } from './use-scrolled-near.ts';

interface SuggestionOptionProps {
  id: string;
  suggestion: Suggestion;
  query: string;
  active: boolean;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * One `role=option` row: image, highlighted name, price (already cleaned). Focus stays in the input
 * throughout. Memoized: an arrow key re-renders the two rows whose active state changed, not all fifty.
 */
export const SuggestionOption = memo(function SuggestionOption({ id, suggestion, query, active, onChoose }: SuggestionOptionProps) {
  const row = useRef<HTMLLIElement>(null);
  const showImage = useScrolledNear(row, Boolean(suggestion.img));
  const shown = shortenedText(suggestion.value);

  useLayoutEffect(() => {
    if (active) row.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    // The input owns the keyboard (aria-activedescendant points here); a pointer chooses with a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      ref={row}
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={suggestion.navigable ? undefined : true}
      className={`shop-live-search__option${active ? ' shop-live-search__option--active' : ''}`}
      // A cut name keeps its whole text at hand, in the tooltip.
      title={shown === suggestion.value ? undefined : suggestion.value}
      // Keeps focus (and the open list) in the input while the pointer is down.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion)}
    >
      {suggestion.img &&
        (showImage ? (
          <img className="shop-live-search__image" src={suggestion.img} alt="" width="40" height="40" decoding="async" />
        ) : (
          // Holds the image's place, so the name does not move when it comes.
          <span className="shop-live-search__image" />
        ))}
      <span className="shop-live-search__name">
        <Highlighted text={shown} query={query} />
      </span>
      {suggestion.price && <span className="shop-live-search__price" dangerouslySetInnerHTML={{ __html: suggestion.price }} />}
    </li>
  );
});
