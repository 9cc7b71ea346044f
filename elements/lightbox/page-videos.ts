/**
 * Pauses every `<video>` of the page that is playing (a slider's current video) and returns what plays them
 * again: a video in the lightbox is not heard over another.
 */
export function pausePageVideos(): () => void {
  const playing = [...document.querySelectorAll('video')].filter((video) => !video.paused && !video.ended);
  playing.forEach((video) => video.pause());
  return () => playing.forEach((video) => void video.play().catch(() => undefined));
}
