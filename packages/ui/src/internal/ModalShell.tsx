import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import { useAurum } from '../AurumProvider/AurumProvider';
import * as styles from './ModalShell.css';

export type ModalPlacement = 'center' | 'bottom';

/** What asked a popup to close: the mask, the Escape key, or a button in it (close, cancel, OK). */
export type CloseReason = 'mask' | 'escape' | 'button';

/**
 * The one contract of every popup (ConfirmDialog, AlertDialog, RoundedPopup, FundPasswordSheet,
 * NoticePopup): the parent owns `isOpen` and closes it in `onClose`.
 */
export interface PopupProps {
  isOpen: boolean;
  /** The popup asked to close (mask, Escape, its close/cancel/OK button) and `beforeClose` agreed. */
  onClose: () => void;
  /** Close when the mask (outside the popup) is pressed. */
  isDismissable?: boolean;
  /** Centred card or bottom sheet. */
  placement?: ModalPlacement;
  /**
   * Asked before every close; return false (or a promise of false) to keep the popup open, e.g.
   * to confirm discarding a form. Not asked when the parent sets `isOpen` false itself.
   */
  beforeClose?: (reason: CloseReason) => boolean | Promise<boolean>;
}

/** The overlay's TriggerState shape that useModalOverlay expects (react-stately is not a direct dependency). */
type TriggerState = Parameters<typeof useModalOverlay>[1];

export interface ModalShellProps extends PopupProps {
  /** Ignore the Escape key. */
  isKeyboardDismissDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

const RequestClose = createContext<(reason: CloseReason) => void>(() => {});

/** For a popup's own buttons: closes through `beforeClose` like the mask and Escape do. */
export function useRequestClose(): (reason?: CloseReason) => void {
  const request = useContext(RequestClose);
  return (reason = 'button') => request(reason);
}

/**
 * Internal building block of every popup: a portal with a mask, focus moved in, contained and
 * restored to the trigger on close (react-aria `Overlay`), outside content hidden from assistive
 * technology and page scroll locked (`useModalOverlay`). The child is expected to be the element
 * carrying `useDialog`'s props.
 */
export function ModalShell(props: ModalShellProps) {
  if (!props.isOpen) return null;
  return (
    <Overlay>
      <ModalContent {...props} />
    </Overlay>
  );
}

function ModalContent({
  onClose,
  beforeClose,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  placement = 'center',
  className,
  children,
}: ModalShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, beforeClose });
  latest.current = { onClose, beforeClose };
  // The reason of the next close react-aria reports: Escape unless a press outside came first.
  const pendingReason = useRef<CloseReason>('escape');
  const requestClose = useMemo(
    () => (reason: CloseReason) => {
      const { onClose: close, beforeClose: ask } = latest.current;
      if (!ask) return close();
      void Promise.resolve(ask(reason)).then((ok) => {
        if (ok !== false) latest.current.onClose();
      });
    },
    [],
  );
  const state = useMemo<TriggerState>(() => {
    const close = () => {
      const reason = pendingReason.current;
      pendingReason.current = 'escape';
      requestClose(reason);
    };
    return {
      isOpen: true,
      setOpen: (open: boolean) => {
        if (!open) close();
      },
      open: () => {},
      close,
      toggle: close,
      point: null,
      setPoint: () => {},
    };
  }, [requestClose]);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    ref,
  );
  // The portal is under <body>, outside the app's themed root: it carries the theme itself.
  const { themeClassName, themeStyle } = useAurum();
  // The popup's entrance is a CSS animation (ModalShell.css.ts), none under reduced motion.
  return (
    <div
      {...underlayProps}
      className={[styles.underlay({ placement }), themeClassName].filter(Boolean).join(' ')}
      style={themeStyle}
      // A press that starts outside the popup is the mask's (react-aria then closes on its release).
      onKeyDownCapture={(e) => {
        if (e.key === 'Escape') pendingReason.current = 'escape';
      }}
      onPointerDownCapture={(e) => {
        if (!(ref.current && ref.current.contains(e.target as Node))) pendingReason.current = 'mask';
      }}
    >
      <div className={[styles.modal({ placement }), className].filter(Boolean).join(' ')}>
        <div {...modalProps} ref={ref} className={styles.content}>
          <RequestClose.Provider value={requestClose}>{children}</RequestClose.Provider>
        </div>
      </div>
    </div>
  );
}
