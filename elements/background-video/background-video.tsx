import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { hasVideoConsent } from '../../core/video/consent.ts';
import { playerBase } from '../../core/video/player-url.ts';
import { useVideoPlayer } from '../../core/video/use-video-player.ts';
import { videoTexts } from '../../core/video/video-texts.ts';
import { useViewport } from './use-viewport.ts';

declare global {
  interface ShopEventDetailMap {
    /** The background video started or stopped playing (scrolled away, paused by the shopper, ended). */
    'shop-background-video-toggled': { playing: boolean; videoId: string };
  }
}

export interface BackgroundVideoProps extends HostProps {
  videoId?: string;
  loop?: boolean;
  audio?: number;
  playerUrl?: string;
}

/**
 * A video playing behind a block's content, over the poster the server printed. It starts only when the block
 * is near the viewport, the shopper has consented to the video host (or pressed play) and does not prefer
 * reduced motion; it pauses off-screen, and its play/pause button is always there.
 */
export function BackgroundVideo({ host, videoId = '', loop = false, audio = 0, playerUrl }: BackgroundVideoProps) {
  const base = useMemo(() => playerBase('shop-background-video', playerUrl), [playerUrl]);
  const { reducedMotion } = useAtomValue(settingsAtom, { store });
  const { near, inView } = useViewport(host);
  const [consented] = useState(hasVideoConsent);
  // The shopper's own choice, once made, wins over consent and motion preferences: true after play, false after pause.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const wanted = chosen ?? (consented && !reducedMotion);
  const stage = useMountPoint(host, 'afterbegin', 'shop-background-video__stage');
  const controls = useMountPoint(host, 'beforeend', 'shop-background-video__controls');
  const texts = videoTexts();

  const request =
    videoId && near && (wanted || chosen !== null)
      ? { videoId, base, title: texts.i18n_background_play, muted: audio === 0, volume: audio, loop, noControls: true }
      : null;
  const { player, state } = useVideoPlayer(stage, request);
  const playing = state === 'playing';

  useLayoutEffect(() => {
    if (!player) return;
    // Decoration: the library's button drives it, so the iframe stays out of the tab order and the reading order.
    player.iframe.tabIndex = -1;
    player.iframe.setAttribute('aria-hidden', 'true');
  }, [player]);

  useEffect(() => {
    if (!player) return;
    if (wanted && inView) player.play();
    else player.pause();
  }, [player, wanted, inView]);

  const wasPlaying = useRef(false);
  useLayoutEffect(() => {
    host.toggleAttribute('playing', playing);
    if (playing === wasPlaying.current) return;
    wasPlaying.current = playing;
    emit(host, 'shop-background-video-toggled', { playing, videoId });
  }, [host, playing, videoId]);
  useLayoutEffect(() => () => host.removeAttribute('playing'), [host]);

  if (!controls || !videoId) return null;
  return createPortal(
    <button type="button" className="shop-background-video__toggle" onClick={() => setChosen(!playing)}>
      {playing ? texts.i18n_background_pause : texts.i18n_background_play}
    </button>,
    controls,
  );
}
