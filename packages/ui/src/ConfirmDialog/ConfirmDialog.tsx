import { useRef, type ReactNode } from 'react';
import { useDialog } from 'react-aria';
import { Button } from '../Button/Button';
import { ModalShell, useRequestClose, type PopupProps } from '../internal/ModalShell';
import * as shell from '../internal/ModalShell.css';
import * as styles from './ConfirmDialog.css';
import { useUiText } from '../locale/LocaleProvider';

export interface ConfirmDialogProps extends Omit<PopupProps, 'onClose'> {
  /** The confirm button was pressed. The parent closes the dialog (set `isOpen` false). */
  onConfirm: () => void;
  /** Cancel button, Escape, or a press on the mask when `isDismissable` (the popup contract's onClose). */
  onClose?: () => void;
  /** The same as `onClose` (its earlier name). */
  onCancel?: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Body text; also the dialog's accessible description. */
  message?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. @default false */
  isDestructive?: boolean;
  /** Spinner on the confirm button while the action runs. */
  isConfirmLoading?: boolean;
}

/**
 * Modal question with Cancel and Confirm (SPEC §2 shared "confirm" popup). react-aria
 * `useModalOverlay` + `useDialog` (role alertdialog): focus moves in (to Cancel), stays inside,
 * Escape cancels, and focus returns to the element that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalShell
      isOpen={props.isOpen}
      onClose={props.onClose ?? props.onCancel ?? noop}
      beforeClose={props.beforeClose}
      isDismissable={props.isDismissable ?? false}
      placement={props.placement}
    >
      <ConfirmDialogBody {...props} />
    </ModalShell>
  );
}

const noop = () => {};

function ConfirmDialogBody({
  onConfirm,
  title,
  message,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  isDestructive = false,
  isConfirmLoading = false,
}: ConfirmDialogProps) {
  const { text } = useUiText();
  const confirmLabel = confirmLabelProp ?? text('confirm');
  const cancelLabel = cancelLabelProp ?? text('cancel');
  const requestClose = useRequestClose();
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps, contentProps } = useDialog({ role: 'alertdialog' }, ref);
  return (
    <div {...dialogProps} ref={ref} className={shell.dialogBody}>
      <h2 {...titleProps} className={shell.title}>
        {title}
      </h2>
      {message != null && (
        <div {...contentProps} className={[shell.message, styles.messageBlock].join(' ')}>
          {message}
        </div>
      )}
      <div className={shell.actions}>
        <Button variant="secondary" className={shell.action} onPress={() => requestClose()} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant={isDestructive ? 'danger' : 'primary'}
          className={shell.action}
          onPress={onConfirm}
          isLoading={isConfirmLoading}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
