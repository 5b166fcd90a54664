import { useRef, type ReactNode } from 'react';
import { useDialog } from 'react-aria';
import { Button } from '../Button/Button';
import { ModalShell } from '../internal/ModalShell';
import * as shell from '../internal/ModalShell.css';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The confirm button was pressed. The parent closes the dialog (set `isOpen` false). */
  onConfirm: () => void;
  /** Cancel button, Escape, or a press on the mask when `isDismissable`. */
  onCancel: () => void;
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
  /** Close (onCancel) when the mask is pressed. @default false */
  isDismissable?: boolean;
}

/**
 * Modal question with Cancel and Confirm (SPEC §2 shared "confirm" popup). react-aria
 * `useModalOverlay` + `useDialog` (role alertdialog): focus moves in (to Cancel), stays inside,
 * Escape cancels, and focus returns to the element that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalShell isOpen={props.isOpen} onClose={props.onCancel} isDismissable={props.isDismissable ?? false}>
      <ConfirmDialogBody {...props} />
    </ModalShell>
  );
}

function ConfirmDialogBody({
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDestructive = false,
  isConfirmLoading = false,
}: ConfirmDialogProps) {
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
        <Button variant="secondary" className={shell.action} onPress={onCancel} autoFocus>
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
