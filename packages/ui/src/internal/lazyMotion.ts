/**
 * framer-motion, loaded lazily (house rule: framer-motion for drag and motion; the first screen's
 * JavaScript must not carry it). A component on the first screen imports framer-motion only with
 * `loadMotion()`, never statically: a static import of any part of it (even `m`/`LazyMotion`)
 * puts the bundler's whole shared motion chunk on the first screen, because framer-motion re-exports
 * motion-dom from one barrel. Components of later screens import framer-motion as usual.
 */
export const loadMotion = () => import('./motion');

export type Motion = Awaited<ReturnType<typeof loadMotion>>;

/** Whether the user asked for reduced motion (what framer-motion's useReducedMotion reads). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
