/**
 * Home's first requests, started at boot (main.tsx) when home is the first screen, so they run
 * while home's chunk loads rather than after it renders: the banner's picture, home's largest
 * paint, comes from the slide list. Each early answer is used once; a refresh asks again.
 */
import { api } from '../../../api/client';

export const PREVIEW_SIZE = 3;

const requests = {
  slides: () => api.post('/app/swiper/findAll'),
  messages: () => api.post('/app/scrollMessage/list'),
  products: () => api.post('/app/product/page', { page: 1, size: PREVIEW_SIZE }),
};
type HomeRequest = keyof typeof requests;

const early = new Map<HomeRequest, Promise<unknown>>();

export function prefetchHomeData(): void {
  for (const key of Object.keys(requests) as HomeRequest[]) {
    const answer = requests[key]();
    answer.catch(() => undefined); // a failure is seen (and shown) by the screen that takes it
    early.set(key, answer);
  }
  // The first slide's picture is home's largest paint: fetch it as soon as its address is known,
  // before home's chunk has rendered the <img> (which then finds it in the cache).
  void (early.get('slides') as ReturnType<typeof requests.slides>)
    .then(([first]) => {
      if (!first?.imageUrl || typeof document === 'undefined') return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first.imageUrl;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => undefined);
}

/** The early answer of `key` if there is one not used yet, else a new request. */
export function homeRequest<K extends HomeRequest>(key: K): ReturnType<(typeof requests)[K]> {
  const answer = early.get(key);
  early.delete(key);
  return (answer ?? requests[key]()) as ReturnType<(typeof requests)[K]>;
}
