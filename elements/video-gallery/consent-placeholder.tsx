import { useEffect, useRef, type MouseEvent } from 'react';
import { videoTexts } from '../../core/video/video-texts.ts';
import { fillText } from '../../core/format/fill-template.tsx';

export interface ConsentPlaceholderProps {
  title: string;
  /** The video host's name, as the shopper knows it from the address bar. */
  hostName: string;
  /** The placeholder takes focus (the shopper chose this video with a thumbnail). */
  focus: boolean;
  /** Consent for this video only. */
  onPlay(): void;
  /** Consent for every video, remembered in a cookie. */
  onAlwaysAllow(): void;
}

/**
 * Stands where the player will be until the shopper consents: nothing from the video host is loaded before.
 * A click anywhere on it, or its play button, is the consent for this one video.
 */
export function ConsentPlaceholder({ title, hostName, focus, onPlay, onAlwaysAllow }: ConsentPlaceholderProps) {
  const texts = videoTexts();
  const play = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) play.current?.focus({ preventScroll: true });
  }, [focus, title]);
  const always = (event: MouseEvent): void => {
    event.stopPropagation();
    onAlwaysAllow();
  };
  return (
    // The whole box is a mouse target for convenience; keyboard users have the play button inside it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="shop-video-consent" onClick={onPlay}>
      <p className="shop-video-consent__notice">{fillText(texts.i18n_consent, { host: hostName })}</p>
      <button ref={play} type="button" className="shop-video-consent__play">
        {fillText(texts.i18n_play, { title })}
      </button>
      <button type="button" className="shop-video-consent__always" onClick={always}>
        {fillText(texts.i18n_always_allow, { host: hostName })}
      </button>
    </div>
  );
}
