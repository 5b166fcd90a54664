import { useRef, type ReactNode } from 'react';
import { useDialog } from 'react-aria';
import { Button } from '../Button/Button';
import { ModalShell } from '../internal/ModalShell';
import * as shell from '../internal/ModalShell.css';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  isOpen: boolean;
  /** The button was pressed or Escape was hit. The parent closes the dialog. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Body text; also the dialog's accessible description. */
  message?: ReactNode;
  /** @default 'OK' */
  buttonLabel?: string;
  /** Close when the mask is pressed. @default false */
  isDismissable?: boolean;
}

/**
 * Modal message with a single acknowledge button (SPEC §2 shared "alert" popup), role
 * alertdialog. Escape closes; focus is trapped inside and returned to the opener.
 */
export function AlertDialog(props: AlertDialogProps) {
  return (
    <ModalShell isOpen={props.isOpen} onClose={props.onClose} isDismissable={props.isDismissable ?? false}>
      <AlertDialogBody {...props} />
    </ModalShell>
  );
}

function AlertDialogBody({ onClose, title, message, buttonLabel = 'OK' }: AlertDialogProps) {
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
        <Button className={shell.action} onPress={onClose} autoFocus>
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
