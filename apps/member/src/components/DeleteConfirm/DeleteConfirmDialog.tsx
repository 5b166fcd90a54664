import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '@aurum/ui';
import type { DeleteConfirm } from './useDeleteConfirm';

export interface DeleteConfirmDialogProps {
  /** from `useDeleteConfirm` */
  confirm: DeleteConfirm<unknown>['dialog'];
  title: string;
  message?: string;
  confirmLabel: string;
}

/** The destructive "Delete this?" dialog (red confirm button, Cancel). */
export function DeleteConfirmDialog({ confirm, title, message, confirmLabel }: DeleteConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      {...confirm}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={t('cancel')}
      isDestructive
    />
  );
}
