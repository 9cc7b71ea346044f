/**
 * The lean build's `react-dom/client` (build.mjs aliases it here, docs/lean-build.md): Preact's `createRoot`,
 * with passive effects run when React runs them. React runs an update's `useEffect`s right after its commit
 * (at once after a click's update); Preact waits for the next animation frame, so `updateComplete`, replayed
 * clicks and listeners an effect adds would lag a frame behind the DOM (and never come under fake timers).
 */
import { options } from 'preact';

options.requestAnimationFrame = queueMicrotask;

export { createRoot } from 'preact/compat/client';
