/**
 * Runs `task` after the page's load event, when the browser has nothing else to do (at most 2 s
 * later): work that must not compete with the first screen (the rest of the catalog, the notice
 * popup).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
  };
}
