import { useEffect, useRef, useState } from 'react';
import { createPlayer, type PlayerOptions, type PlayerState, type VideoPlayer } from './player.ts';

export type PlayerRequest = Omit<PlayerOptions, 'onState' | 'onUnavailable'> & {
  /** Move focus into the player once created (the shopper asked for it, and the control they used is gone). */
  focus?: boolean;
};

/**
 * The player for `request` inside `container`, created when both are there and replaced when the request
 * changes (another video); null while there is none. `onEnded` is called when the video played to its end.
 */
export function useVideoPlayer(
  container: HTMLElement | null,
  request: PlayerRequest | null,
  onEnded?: () => void,
): { player: VideoPlayer | null; state: PlayerState } {
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const [state, setState] = useState<PlayerState>('unstarted');
  const latest = useRef({ request, onEnded });
  latest.current = { request, onEnded };
  const key = request ? JSON.stringify({ ...request, base: request.base.href }) : '';

  useEffect(() => {
    const wanted = latest.current.request;
    if (!container || !wanted) return;
    const { focus, ...options } = wanted;
    const created = createPlayer(container, {
      ...options,
      onState(next) {
        setState(next);
        if (next === 'ended') latest.current.onEnded?.();
      },
    });
    if (focus) created.iframe.focus({ preventScroll: true });
    setPlayer(created);
    setState('unstarted');
    return () => {
      created.destroy();
      setPlayer(null);
    };
  }, [container, key]);

  return { player, state };
}
