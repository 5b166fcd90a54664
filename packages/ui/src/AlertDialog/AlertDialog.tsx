import { useRef, type ReactNode } from 'react';
import { useDialog } from 'react-aria';
import { Button } from '../Button/Button';
import { ModalShell, useRequestClose, type PopupProps } from '../internal/ModalShell';
import * as shell from '../internal/ModalShell.css';
import * as styles from './AlertDialog.css';
import { useUiText } from '../locale/LocaleProvider';

export interface AlertDialogProps extends PopupProps {
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Body text; also the dialog's accessible description. */
  message?: ReactNode;
  /** @default 'OK' */
  buttonLabel?: string;
}

/**
 * Modal message with a single acknowledge button (SPEC §2 shared "alert" popup), role
 * alertdialog. Escape closes; focus is trapped inside and returned to the opener.
 */
export function AlertDialog(props: AlertDialogProps) {
  return (
    <ModalShell
      isOpen={props.isOpen}
      onClose={props.onClose}
      beforeClose={props.beforeClose}
      isDismissable={props.isDismissable ?? false}
      placement={props.placement}
    >
      <AlertDialogBody {...props} />
    </ModalShell>
  );
}

function AlertDialogBody({ title, message, buttonLabel }: AlertDialogProps) {
  const requestClose = useRequestClose();
  const { text } = useUiText();
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
        <Button className={shell.action} onPress={() => requestClose()} autoFocus>
          {buttonLabel ?? text('ok')}
        </Button>
      </div>
    </div>
  );
}
