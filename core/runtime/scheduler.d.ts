// The one export of React's scheduler this library uses (the package ships no types).
declare module 'scheduler' {
  /** Sets the length of the slices concurrent React renders in before yielding: 1000 / fps milliseconds (5 by default). */
  export function unstable_forceFrameRate(fps: number): void;
}
