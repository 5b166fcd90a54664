import { useMemo, useRef, type ReactNode } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import * as styles from './ModalShell.css';

export type ModalPlacement = 'center' | 'bottom';

/** The OverlayTriggerState shape useModalOverlay expects (react-stately is not a direct dependency). */
type TriggerState = Parameters<typeof useModalOverlay>[1];

export interface ModalShellProps {
  isOpen: boolean;
  /** Called on Escape, on an outside press when `isDismissable`, and by the content's own buttons. */
  onClose: () => void;
  /** Close when the mask (outside the popup) is pressed. */
  isDismissable?: boolean;
  /** Ignore the Escape key. */
  isKeyboardDismissDisabled?: boolean;
  placement?: ModalPlacement;
  className?: string;
  children: ReactNode;
}

/**
 * Internal building block of ConfirmDialog, AlertDialog and RoundedPopup: a portal with a mask,
 * focus moved in, contained and restored to the trigger on close (react-aria `Overlay`),
 * outside content hidden from assistive technology and page scroll locked (`useModalOverlay`).
 * The child is expected to be the element carrying `useDialog`'s props.
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
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  placement = 'center',
  className,
  children,
}: ModalShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useMemo<TriggerState>(
    () => ({
      isOpen: true,
      setOpen: (open: boolean) => {
        if (!open) onClose();
      },
      open: () => {},
      close: onClose,
      toggle: onClose,
      point: null,
      setPoint: () => {},
    }),
    [onClose],
  );
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    ref,
  );
  // The popup's entrance is a CSS animation (ModalShell.css.ts), none under reduced motion.
  return (
    <div {...underlayProps} className={styles.underlay({ placement })}>
      <div className={[styles.modal({ placement }), className].filter(Boolean).join(' ')}>
        <div {...modalProps} ref={ref} className={styles.content}>
          {children}
        </div>
      </div>
    </div>
  );
}
