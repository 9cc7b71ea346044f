import type { Slide } from './gallery-slides.ts';
import type { GalleryNavigation } from './gallery-settings.ts';
import { numbered, type GalleryTexts } from './gallery-texts.ts';

interface GalleryNavProps {
  slides: Slide[];
  index: number;
  rtl: boolean;
  navigation: GalleryNavigation;
  texts: GalleryTexts['nav'];
  onGo: (index: number) => void;
}

/**
 * Previous/next buttons and the thumbnail list or page dots, as named buttons rather than clickable images. The
 * list keeps flexslider's `flex-control-nav`, where the variation form swaps the first thumbnail, but none of the
 * classes a theme lays thumbnails or dots out by (`flex-control-thumbs`, `flex-control-paging`, `flex-active`). The arrows are `aria-disabled` at the ends,
 * not `disabled`, so keyboard focus stays on them (the slider clamps the index).
 */
export function GalleryNav({ slides, index, rtl, navigation, texts, onGo }: GalleryNavProps) {
  return (
    <>
      <button
        type="button"
        className="shop-gallery__prev"
        aria-label={texts.previous}
        aria-disabled={index === 0}
        onClick={() => onGo(index - 1)}
      >
        <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
      </button>
      <button
        type="button"
        className="shop-gallery__next"
        aria-label={texts.next}
        aria-disabled={index === slides.length - 1}
        onClick={() => onGo(index + 1)}
      >
        <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
      </button>
      {navigation !== 'none' && (
        <ol className={`flex-control-nav shop-gallery__${navigation === 'dots' ? 'dots' : 'thumbs'}`}>
          {slides.map((slide, position) => (
            <li key={position} className={navigation === 'dots' ? 'shop-gallery__dot' : 'shop-gallery__thumb'}>
              <button
                type="button"
                aria-label={numbered(texts.thumbnail, position + 1, slides.length)}
                aria-current={position === index || undefined}
                onClick={() => onGo(position)}
              >
                {navigation === 'thumbnails' && (
                  <img src={slide.wrapper.getAttribute('data-thumb') ?? slide.image?.src ?? ''} alt="" draggable={false} />
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
