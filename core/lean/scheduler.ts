/**
 * The lean build's `scheduler` (build.mjs aliases it here, docs/lean-build.md): Preact renders each update in
 * one go, without React's time slices, so there is no slice length to set.
 */
export function unstable_forceFrameRate(): void {}
