/** What can be paused and played again: an embedded player of the library. */
interface Playable {
  play(): void;
  pause(): void;
}

/** The library's embedded players that are playing now (a background video, a gallery's video). */
const playingPlayers = new Set<Playable>();

/** Kept current by each embedded player as its state changes. */
export function notePlaying(player: Playable, playing: boolean): void {
  if (playing) playingPlayers.add(player);
  else playingPlayers.delete(player);
}

/**
 * Pauses every `<video>` of the page that is playing and every embedded player of the library that is (a
 * slider's or a block's current video), and returns what plays them again: a video in a lightbox is not heard
 * over another.
 */
export function pausePlayingMedia(): () => void {
  const videos = [...document.querySelectorAll('video')].filter((video) => !video.paused && !video.ended);
  const players = [...playingPlayers];
  videos.forEach((video) => video.pause());
  players.forEach((player) => player.pause());
  return () => {
    videos.forEach((video) => void video.play().catch(() => undefined));
    players.forEach((player) => player.play());
  };
}
