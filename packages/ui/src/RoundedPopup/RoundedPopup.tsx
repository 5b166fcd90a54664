import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useDialog, useFocusRing } from 'react-aria';
import { ModalShell, useRequestClose, type PopupProps } from '../internal/ModalShell';
import { IconGlyph } from '../Icon/IconGlyph';
import { closeSmallIcon } from '../Icon/glyphs/closeSmall';
import * as styles from './RoundedPopup.css';
import { useUiText } from '../locale/LocaleProvider';

/** Corners use the popupRadius token (31.5 px). `placement` defaults to 'center', `isDismissable` to true. */
export interface RoundedPopupProps extends PopupProps {
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
      beforeClose={props.beforeClose}
      isDismissable={props.isDismissable ?? true}
      placement={props.placement ?? 'center'}
    >
      <PopupBody {...props} />
    </ModalShell>
  );
}

function PopupBody({
  title,
  'aria-label': ariaLabel,
  closeLabel: closeLabelProp,
  closeImageSrc,
  showClose = true,
  children,
}: RoundedPopupProps) {
  const { text } = useUiText();
  const closeLabel = closeLabelProp ?? text('close');
  const requestClose = useRequestClose();
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
      {showClose && (
        <CloseButton label={closeLabel} imageSrc={closeImageSrc} onPress={() => requestClose()} />
      )}
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
        <IconGlyph icon={closeSmallIcon} name="closeSmall" size={20} />
      )}
    </button>
  );
}
