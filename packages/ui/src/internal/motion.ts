/**
 * The part of framer-motion the pull-to-refresh scroller uses: a motion value bound to an
 * element's style and animate(). Imported only through `loadMotion()` (internal/lazyMotion.ts), so
 * framer-motion is a chunk of its own, fetched after the first screen has rendered.
 */
export { animate, motionValue, styleEffect } from 'framer-motion';
