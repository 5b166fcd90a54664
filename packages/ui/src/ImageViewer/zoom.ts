/** Pinch-zoom arithmetic of the image viewer (pure: unit-testable without a browser). */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const noZoom: Zoom = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : 1));

/** Distance between two touch points. */
export const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Keeps a zoomed picture covering its box: at `scale` the picture may move at most half of what
 * it grew by each way (no empty band on either side). Back at scale 1 it is centred.
 */
export function clampPan(zoom: Zoom, box: { width: number; height: number }): Zoom {
  const scale = clampScale(zoom.scale);
  const maxX = ((scale - 1) * box.width) / 2;
  const maxY = ((scale - 1) * box.height) / 2;
  return {
    scale,
    x: Math.min(maxX, Math.max(-maxX, zoom.x)),
    y: Math.min(maxY, Math.max(-maxY, zoom.y)),
  };
}
