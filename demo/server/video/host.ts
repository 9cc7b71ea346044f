// The stand-in video host under /video-host/: an embeddable player page (a <video> that speaks the host's
// iframe messages), its media and its thumbnails. Journeys count requests to this path to prove that nothing
// is fetched from the host before the shopper consents.
import { escapeHtml } from '../html.ts';
import { htmlReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { DEMO_VIDEOS } from './videos.ts';

export const VIDEO_HOST_PATH = '/video-host/';

/** How long each stand-in clip lasts: short, so autonext is quick to watch (and to test). */
const CLIP_SECONDS = 2;

/** A silent mono WAV of `seconds`: real media, so the <video> plays, pauses and ends as a real one does. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples, 0x80);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

const CLIP = silentWav(CLIP_SECONDS);

export function videoThumbnail(id: string): string {
  const video = DEMO_VIDEOS.find((candidate) => candidate.id === id);
  const colour = video?.colour ?? '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="${colour}"/><polygon points="140,65 140,115 185,90" fill="#fff"/></svg>`;
}

/**
 * The player page. It answers the parent's `listening` with `onReady`, obeys `playVideo`, `pauseVideo`, `mute`,
 * `unMute` and `setVolume` commands, and reports `onStateChange` (1 playing, 2 paused, 0 ended), all as the
 * JSON strings the host's iframe API exchanges.
 */
function playerPage(id: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in player: ${escapeHtml(id)}</title>
<style>html,body{margin:0;height:100%;background:#000}video{display:block;width:100%;height:100%;object-fit:cover}</style></head>
<body><video poster="${VIDEO_HOST_PATH}vi/${escapeHtml(id)}.svg" src="${VIDEO_HOST_PATH}media/${escapeHtml(id)}.wav" preload="metadata" playsinline></video>
<script>
const params = new URLSearchParams(location.search);
const video = document.querySelector('video');
video.controls = params.get('controls') !== '0';
video.muted = params.get('mute') === '1';
video.loop = params.get('loop') === '1';
const origin = params.get('origin') || location.origin;
let id = null;
const send = (event, info) => parent.postMessage(JSON.stringify({ event, id, info, channel: 'widget' }), origin);
const play = () => video.play().catch(() => { video.muted = true; return video.play(); }).catch(() => undefined);
const commands = {
  playVideo: play,
  pauseVideo: () => video.pause(),
  mute: () => { video.muted = true; },
  unMute: () => { video.muted = false; },
  setVolume: (volume) => { video.volume = Math.min(1, Math.max(0, Number(volume) / 100)); },
};
video.addEventListener('playing', () => send('onStateChange', 1));
video.addEventListener('pause', () => { if (!video.ended) send('onStateChange', 2); });
video.addEventListener('ended', () => send('onStateChange', 0));
addEventListener('message', (event) => {
  if (event.source !== parent || typeof event.data !== 'string') return;
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  if (message.event === 'listening') { id = message.id; send('onReady'); }
  if (message.event === 'command' && Object.hasOwn(commands, message.func)) commands[message.func](...(message.args || []));
});
if (params.get('autoplay') === '1') play();
</script></body></html>`;
}

const EMBED = /^\/video-host\/embed\/([\w-]+)$/;
const MEDIA = /^\/video-host\/media\/([\w-]+)\.wav$/;
const THUMB = /^\/video-host\/vi\/([\w-]+)\.svg$/;

export function videoHostReply(path: string): Reply | undefined {
  const embed = EMBED.exec(path)?.[1];
  if (embed) return htmlReply(playerPage(embed));
  if (MEDIA.test(path)) return { status: 200, headers: { 'Content-Type': 'audio/wav', 'Cache-Control': 'max-age=3600' }, body: CLIP };
  const thumb = THUMB.exec(path)?.[1];
  if (thumb)
    return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }, body: videoThumbnail(thumb) };
  return undefined;
}
