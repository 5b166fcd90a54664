import { useEffect, useRef, useState } from 'react';
import { useUiText } from '../locale/LocaleProvider';
import * as styles from './Swiper.css';

export interface SwiperSlide {
  id: number | string;
  imageUrl: string;
  /** alt text (already translated / from the server) */
  title: string;
  onPress?: () => void;
}

export interface SwiperProps {
  slides: readonly SwiperSlide[];
  /** ms between slides; 0 turns autoplay off. Autoplay also stops for reduced motion and while touched/focused. */
  interval?: number;
  /** Accessible name of the carousel. */
  label: string;
  /** Accessible name of slide `index` (1-based) of `count`. @default the locale's imageOf ("2 of 5") */
  slideLabel?: (index: number, count: number) => string;
  /** the slides are on their way: keep their place (no layout shift when they arrive) */
  loading?: boolean;
}

/** Banner carousel: a scroll-snap track (swipe, keyboard), autoplay, position dots. */
export function Swiper({ slides, interval = 4000, label, slideLabel, loading = false }: SwiperProps) {
  const { text } = useUiText();
  const nameOf = slideLabel ?? ((index: number, count: number) => text('imageOf', { index, count }));
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!interval || paused || reduced || slides.length < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth });
    }, interval);
    return () => clearInterval(timer);
  }, [interval, paused, slides.length]);

  if (loading) {
    return (
      <div className={styles.root} aria-hidden="true">
        <div className={styles.slide} />
      </div>
    );
  }
  if (slides.length === 0) return null;
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => setPaused(true)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* A track of pictures only has nothing to tab to: it takes focus itself, so the keyboard can scroll it. */}
      <div ref={track} className={styles.track} tabIndex={slides.some((slide) => slide.onPress) ? undefined : 0}>
        {slides.map((slide, i) => {
          // the first slide is home's largest picture: fetched first (LCP), its box reserved (CLS)
          const content = (
            <img
              className={styles.image}
              src={slide.imageUrl}
              alt={slide.title}
              width={750}
              height={320}
              draggable={false}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          );
          const a11y = { 'aria-roledescription': 'slide', 'aria-label': nameOf(i + 1, slides.length) };
          return slide.onPress ? (
            <button key={slide.id} type="button" className={styles.slide} onClick={slide.onPress} {...a11y}>
              {content}
            </button>
          ) : (
            <figure key={slide.id} className={styles.slide} role="group" {...a11y}>
              {content}
            </figure>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.id} className={styles.dot} data-active={i === index || undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
