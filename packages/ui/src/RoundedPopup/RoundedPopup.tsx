import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useDialog, useFocusRing } from 'react-aria';
import { ModalShell, type ModalPlacement } from '../internal/ModalShell';
import * as styles from './RoundedPopup.css';

export interface RoundedPopupProps {
  isOpen: boolean;
  /** Close button, Escape, or (when `isDismissable`) a press on the mask. */
  onClose: () => void;
  /** Centred card or bottom sheet. Corners use the popupRadius token (31.5 px). @default 'center' */
  placement?: ModalPlacement;
  /** Optional heading; it names the dialog. Without it pass `aria-label`. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Accessible label of the close button. @default 'Close' */
  closeLabel?: string;
  /** Image for the close button (the app's close icon); a drawn ✕ otherwise. */
  closeImageSrc?: string;
  /** Show the close button. @default true */
  showClose?: boolean;
  /** Close when the mask is pressed. @default true */
  isDismissable?: boolean;
  children?: ReactNode;
}

/**
 * Popup with rounded corners and a close button (SPEC §2 "rounded popup with a close image"),
 * centred or as a bottom sheet. A react-aria modal dialog: Escape closes, focus is trapped and
 * returned to the opener.
 */
export function RoundedPopup(props: RoundedPopupProps) {
  return (
    <ModalShell
      isOpen={props.isOpen}
      onClose={props.onClose}
      isDismissable={props.isDismissable ?? true}
      placement={props.placement ?? 'center'}
    >
      <PopupBody {...props} />
    </ModalShell>
  );
}

function PopupBody({
  onClose,
  title,
  'aria-label': ariaLabel,
  closeLabel = 'Close',
  closeImageSrc,
  showClose = true,
  children,
}: RoundedPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog({ 'aria-label': title == null ? ariaLabel : undefined }, ref);
  return (
    <div
      {...dialogProps}
      ref={ref}
      className={[styles.body, showClose && title == null ? styles.clearClose : ''].join(' ')}
    >
      {title != null && (
        <h2 {...titleProps} className={[styles.title, showClose ? styles.withClose : ''].join(' ')}>
          {title}
        </h2>
      )}
      {children}
      {showClose && <CloseButton label={closeLabel} imageSrc={closeImageSrc} onPress={onClose} />}
    </div>
  );
}

function CloseButton({
  label,
  imageSrc,
  onPress,
}: {
  label: string;
  imageSrc?: string;
  onPress: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={styles.close}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {imageSrc ? (
        <img src={imageSrc} alt="" className={styles.closeImage} />
      ) : (
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
}
