import { noteCommand, notePlaying } from './playing-media.ts';

/**
 * The video host's embedded player, driven by the messages its iframe API exchanges with the page (JSON
 * strings: `listening` to start talking, `command` to play or pause, `onReady` and `onStateChange` back). Any
 * player page that speaks the same messages works, which is how the demo's local stand-in replaces the host.
 */
export type PlayerState = 'unstarted' | 'playing' | 'paused' | 'ended';

export interface PlayerOptions {
  videoId: string;
  /** The player's base URL (already checked to be http(s)); the video id is appended to it. */
  base: URL;
  /** The iframe's accessible name. */
  title: string;
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  /** 1–100 when not muted. */
  volume?: number;
  /** Hide the host's own controls (a background video has the library's pause button instead). */
  noControls?: boolean;
  onState?(state: PlayerState): void;
  /** The player never answered the handshake (see INIT_ATTEMPTS): it plays by itself but cannot be driven. */
  onUnavailable?(): void;
}

export interface VideoPlayer {
  readonly iframe: HTMLIFrameElement;
  play(): void;
  pause(): void;
  destroy(): void;
}

/** The handshake is sent when the iframe loads and retried up to 5 times, 1 s apart, as the host's API needs. */
export const INIT_RETRIES = 5;
export const INIT_INTERVAL_MS = 1000;

const STATES: Record<number, PlayerState> = { [-1]: 'unstarted', 0: 'ended', 1: 'playing', 2: 'paused' };

let nextId = 1;

export function embedUrl({ videoId, base, autoplay, muted, loop, noControls }: PlayerOptions): string {
  const url = new URL(encodeURIComponent(videoId), base);
  const flags: Record<string, boolean | undefined> = { autoplay, mute: muted, loop, enablejsapi: true, playsinline: true };
  for (const [name, on] of Object.entries(flags)) if (on) url.searchParams.set(name, '1');
  // The host loops a single video only as a playlist of itself.
  if (loop) url.searchParams.set('playlist', videoId);
  if (noControls) url.searchParams.set('controls', '0');
  url.searchParams.set('origin', location.origin);
  return url.href;
}

/** Creates the player's iframe in `container` and talks to it once it answers. */
export function createPlayer(container: HTMLElement, options: PlayerOptions): VideoPlayer {
  const id = nextId++;
  const iframe = document.createElement('iframe');
  iframe.title = options.title;
  iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  iframe.src = embedUrl(options);
  let ready = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Commands given before the player answered are sent once it does.
  let wanted: 'playVideo' | 'pauseVideo' | undefined;

  const post = (message: Record<string, unknown>): void =>
    iframe.contentWindow?.postMessage(JSON.stringify({ ...message, id, channel: 'widget' }), options.base.origin);
  const command = (func: string, args: unknown[] = []): void => post({ event: 'command', func, args });

  const handshake = (): void => {
    clearTimeout(timer);
    if (ready) return;
    post({ event: 'listening' });
    if (retries >= INIT_RETRIES) {
      timer = setTimeout(() => ready || options.onUnavailable?.(), INIT_INTERVAL_MS);
      return;
    }
    retries += 1;
    timer = setTimeout(handshake, INIT_INTERVAL_MS);
  };

  const onReady = (): void => {
    ready = true;
    clearTimeout(timer);
    if (!options.muted && options.volume) command('setVolume', [options.volume]);
    if (wanted) command(wanted);
  };

  const onMessage = (event: MessageEvent): void => {
    if (event.source !== iframe.contentWindow || event.origin !== options.base.origin) return;
    const message = parseMessage(event.data);
    if (!message) return;
    if (!ready) onReady();
    const state = STATES[Number(message.event === 'onStateChange' ? message.info : playerStateOf(message))];
    if (!state) return;
    notePlaying(player, state === 'playing');
    options.onState?.(state);
  };

  window.addEventListener('message', onMessage);
  iframe.addEventListener('load', handshake, { once: true });
  container.append(iframe);

  const drive = (func: 'playVideo' | 'pauseVideo'): void => {
    noteCommand(player);
    wanted = func;
    if (ready) command(func);
  };
  const player: VideoPlayer = {
    iframe,
    play: () => drive('playVideo'),
    pause: () => drive('pauseVideo'),
    destroy() {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      notePlaying(player, false);
      iframe.remove();
    },
  };
  return player;
}

/** The host also reports its state inside `infoDelivery` messages. */
function playerStateOf(message: { event: string; info?: unknown }): unknown {
  return message.event === 'infoDelivery' && typeof message.info === 'object' && message.info !== null
    ? (message.info as { playerState?: unknown }).playerState
    : undefined;
}

/** The host's messages are JSON strings; anything else (another script's messages) is ignored. */
function parseMessage(data: unknown): { event: string; info?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    return typeof message === 'object' && message !== null && typeof (message as { event?: unknown }).event === 'string'
      ? (message as { event: string; info?: unknown })
      : null;
  } catch {
    return null;
  }
}
