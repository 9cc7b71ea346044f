/** What can be paused and played again: an embedded player of the library. */
interface Playable {
  play(): void;
  pause(): void;
}

/** The library's embedded players that are playing now (a background video, a gallery's video). */
const playingPlayers = new Set<Playable>();

/** How many commands each embedded player was given: a paused player its owner drove since is not played again. */
const commandCounts = new WeakMap<Playable, number>();

/** Kept current by each embedded player as its state changes. */
export function notePlaying(player: Playable, playing: boolean): void {
  if (playing) playingPlayers.add(player);
  else playingPlayers.delete(player);
}

/** Called by each embedded player when it is told to play or pause. */
export function noteCommand(player: Playable): void {
  commandCounts.set(player, (commandCounts.get(player) ?? 0) + 1);
}

/**
 * Pauses every `<video>` of the page that is playing and every embedded player of the library that is (a
 * slider's or a block's current video), and returns what plays them again: a video in a lightbox is not heard
 * over another. A player its owner paused or played meanwhile (a background video scrolled out of view) is left
 * as its owner left it.
 */
export function pausePlayingMedia(): () => void {
  const videos = [...document.querySelectorAll('video')].filter((video) => !video.paused && !video.ended);
  const players = [...playingPlayers];
  videos.forEach((video) => video.pause());
  players.forEach((player) => player.pause());
  const counts = players.map((player) => commandCounts.get(player));
  return () => {
    videos.forEach((video) => void video.play().catch(() => undefined));
    players.forEach((player, index) => {
      if (commandCounts.get(player) === counts[index]) player.play();
    });
  };
}
