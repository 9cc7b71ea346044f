import type { CarouselTexts } from './carousel-texts.ts';
import { ROTATION_CONTROL, type Rotation } from './use-rotation.ts';

interface CarouselControlsProps {
  listId: string;
  texts: CarouselTexts;
  /** Null without automatic rotation: there is nothing to pause. */
  rotation: Rotation | null;
  atStart: boolean;
  atEnd: boolean;
  onGo: (step: -1 | 1) => void;
}

/**
 * The pause control first (it must be reachable before the slides it governs), then previous and next. The
 * pause control's visible text is its name and says what it will do. The arrows are `aria-disabled` at the
 * ends, not `disabled`, so keyboard focus stays on them.
 */
export function CarouselControls({ listId, texts, rotation, atStart, atEnd, onGo }: CarouselControlsProps) {
  return (
    <>
      {rotation && (
        <button type="button" className={ROTATION_CONTROL} aria-controls={listId} onClick={rotation.toggle}>
          <span className="shop-carousel__rotation-icon" aria-hidden="true">
            {rotation.stopped ? '▶' : '❚❚'}
          </span>
          {rotation.stopped ? texts.play : texts.pause}
        </button>
      )}
      <button
        type="button"
        className="shop-carousel__previous"
        aria-controls={listId}
        aria-label={texts.previous}
        aria-disabled={atStart}
        onClick={() => onGo(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="shop-carousel__next"
        aria-controls={listId}
        aria-label={texts.next}
        aria-disabled={atEnd}
        onClick={() => onGo(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
