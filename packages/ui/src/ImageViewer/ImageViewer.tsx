import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { FocusScope, Overlay, useDialog, usePreventScroll } from 'react-aria';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './ImageViewer.css';
import { clampPan, clampScale, distance, noZoom, type Zoom } from './zoom';

export interface ImageViewerImage {
  src: string;
  /** what the picture shows (its alt text) */
  alt: string;
}

export interface ImageViewerLabels {
  /** the dialog's accessible name */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** "2 / 5" */
  counter: (index: number, total: number) => string;
}

const defaultLabels: ImageViewerLabels = {
  dialog: 'Pictures',
  close: 'Close',
  previous: 'Previous picture',
  next: 'Next picture',
  counter: (index, total) => `${index} / ${total}`,
};

export interface ImageViewerProps {
  isOpen: boolean;
  images: readonly ImageViewerImage[];
  /** the picture shown (0-based) */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels?: Partial<ImageViewerLabels>;
}

/**
 * Full-screen picture viewer: swipe between pictures (native scroll snapping), pinch or
 * double-tap to zoom and drag to look around a zoomed picture, the position ("2 / 5") at the top.
 * Keyboard: ← and → move, Escape closes; focus stays inside while open and returns afterwards.
 */
export function ImageViewer(props: ImageViewerProps) {
  if (!props.isOpen || props.images.length === 0) return null;
  return (
    <Overlay>
      <ViewerBody {...props} />
    </Overlay>
  );
}

function ViewerBody({ images, index, onIndexChange, onClose, labels: overrides }: ImageViewerProps) {
  const labels = { ...defaultLabels, ...overrides };
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog({ 'aria-label': labels.dialog }, ref);
  usePreventScroll();
  const total = images.length;
  const current = Math.min(Math.max(index, 0), total - 1);

  const [zoom, setZoom] = useState<Zoom>(noZoom);
  const [gesture, setGesture] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: Zoom } | null>(null);
  const pan = useRef<{ x: number; y: number; zoom: Zoom } | null>(null);
  const lastTap = useRef(0);

  // Show the current picture (also when the app changes the index), without animation at open.
  const shown = useRef(-1);
  useLayoutEffect(() => {
    const el = track.current;
    if (!el || shown.current === current) return;
    const first = shown.current === -1;
    shown.current = current;
    setZoom(noZoom);
    el.scrollTo({ left: current * el.clientWidth, behavior: first ? 'instant' : 'smooth' });
  }, [current]);

  // A swipe that settles on another picture reports it.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const settled = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
        if (settled !== shown.current && settled >= 0 && settled < total) {
          shown.current = settled;
          setZoom(noZoom);
          onIndexChange(settled);
        }
      }, 80);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [total, onIndexChange]);

  const box = () => {
    const rect = track.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLImageElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      pinch.current = { distance: distance(points[0]!, points[1]!), zoom };
      pan.current = null;
      setGesture(true);
    } else if (points.length === 1 && zoom.scale > 1) {
      pan.current = { x: event.clientX, y: event.clientY, zoom };
      setGesture(true);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLImageElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (pinch.current && points.length === 2) {
      const scale = clampScale((pinch.current.zoom.scale * distance(points[0]!, points[1]!)) / Math.max(1, pinch.current.distance));
      setZoom(clampPan({ ...pinch.current.zoom, scale }, box()));
    } else if (pan.current) {
      const start = pan.current;
      setZoom(clampPan({ scale: start.zoom.scale, x: start.zoom.x + event.clientX - start.x, y: start.zoom.y + event.clientY - start.y }, box()));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLImageElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) {
      pan.current = null;
      setGesture(false);
      setZoom((z) => (z.scale < 1.05 ? noZoom : z));
      // double tap (or double click): 2× or back
      const now = event.timeStamp;
      if (now - lastTap.current < 300) {
        setZoom((z) => (z.scale > 1 ? noZoom : { scale: 2, x: 0, y: 0 }));
        lastTap.current = 0;
      } else {
        lastTap.current = now;
      }
    }
  };

  const go = (to: number) => {
    if (to >= 0 && to < total) onIndexChange(to);
  };

  // Keys on the whole viewer (modal): focus may sit on a button that just got disabled.
  const keys = useRef({ go, onClose, current });
  useEffect(() => {
    keys.current = { go, onClose, current };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { go: move, onClose: close, current: at } = keys.current;
      if (event.key === 'Escape') close();
      else if (event.key === 'ArrowRight') move(at + 1);
      else if (event.key === 'ArrowLeft') move(at - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <FocusScope contain restoreFocus autoFocus>
      <div
        {...dialogProps}
        ref={ref}
        className={styles.viewer}
      >
        <div className={styles.bar}>
          <span className={styles.counter} aria-live="polite">
            {labels.counter(current + 1, total)}
          </span>
          <IconButton label={labels.close} onPress={onClose}>
            <path d="M6 6l12 12M18 6L6 18" />
          </IconButton>
        </div>
        {/* focusable: the scroll area of the pictures (arrow keys move between them) */}
        <div
          ref={track}
          className={styles.track}
          tabIndex={0}
          role="group"
          aria-label={labels.dialog}
          data-zoomed={zoom.scale > 1 || undefined}
          data-gesture={gesture || undefined}
        >
          {images.map((image, i) => (
            <div key={`${i}:${image.src}`} className={styles.slide} aria-hidden={i !== current || undefined}>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                draggable={false}
                data-scale={i === current ? zoom.scale.toFixed(2) : '1.00'}
                style={
                  i === current
                    ? assignInlineVars({ [styles.zoomScale]: String(zoom.scale), [styles.zoomX]: `${zoom.x}px`, [styles.zoomY]: `${zoom.y}px` })
                    : undefined
                }
                onPointerDown={i === current ? onPointerDown : undefined}
                onPointerMove={i === current ? onPointerMove : undefined}
                onPointerUp={i === current ? onPointerUp : undefined}
                onPointerCancel={i === current ? onPointerUp : undefined}
              />
            </div>
          ))}
        </div>
        {total > 1 && (
          <div className={styles.steps}>
            <IconButton label={labels.previous} onPress={() => go(current - 1)} isDisabled={current <= 0}>
              <path d="M15 6l-6 6 6 6" />
            </IconButton>
            <IconButton label={labels.next} onPress={() => go(current + 1)} isDisabled={current >= total - 1}>
              <path d="M9 6l6 6-6 6" />
            </IconButton>
          </div>
        )}
      </div>
    </FocusScope>
  );
}

function IconButton({ label, onPress, isDisabled, children }: { label: string; onPress: () => void; isDisabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} disabled={isDisabled} onClick={onPress}>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  );
}
