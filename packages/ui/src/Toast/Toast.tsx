import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { durations } from '@aurum/tokens';
import { useAurum } from '../AurumProvider/AurumProvider';
import * as styles from './Toast.css';

export interface ToastOptions {
  /** Milliseconds before the toast hides itself. @default durations.toastDuration (1500) */
  duration?: number;
}

export interface ToastApi {
  /** Shows `message`, replacing any toast on screen. */
  show: (message: ReactNode, options?: ToastOptions) => void;
  /** Hides the current toast now. */
  hide: () => void;
}

interface ToastItem {
  id: number;
  message: ReactNode;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Providers currently mounted, newest last; the imperative `toast` API talks to the newest. */
const mounted: ToastApi[] = [];

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default display time in ms. @default durations.toastDuration (1500) */
  duration?: number;
}

/**
 * Hosts the app's toast (SPEC §9: 1500 ms). One toast at a time: a new one replaces the one on
 * screen and restarts the timer. Messages are announced politely through a `role="status"`
 * live region that stays mounted. Use `useToast()` inside, or the `toast` object anywhere.
 */
export function ToastProvider({ children, duration = durations.toastDuration }: ToastProviderProps) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(0);

  const show = useCallback(
    (message: ReactNode, options?: ToastOptions) => {
      nextId.current += 1;
      setCurrent({ id: nextId.current, message, duration: options?.duration ?? duration });
    },
    [duration],
  );
  const hide = useCallback(() => setCurrent(null), []);
  const { themeClassName, themeStyle } = useAurum();
  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);

  useEffect(() => {
    mounted.push(api);
    return () => {
      const index = mounted.lastIndexOf(api);
      if (index >= 0) mounted.splice(index, 1);
    };
  }, [api]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent((c) => (c?.id === current.id ? null : c)), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={[styles.region, themeClassName].filter(Boolean).join(' ')}
        style={themeStyle}
      >
        {current && (
          // Keyed by id, so a replacing toast pops in afresh (a CSS animation: scale only, none
          // under reduced motion); removal is immediate so there is never more than one on screen.
          <div key={current.id} className={styles.toast}>
            {current.message}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. Throws outside one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * Imperative API for code outside React components (e.g. an API error handler): forwards to
 * the most recently mounted ToastProvider; does nothing when none is mounted.
 */
export const toast: ToastApi = {
  show: (message, options) => mounted.at(-1)?.show(message, options),
  hide: () => mounted.at(-1)?.hide(),
};
