import { useState } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../../api/errors';

export interface DeleteConfirm<T> {
  /** the item the dialog asks about; null while it is closed */
  target: T | null;
  /** opens the dialog for this item */
  ask: (item: T) => void;
  /** for DeleteConfirmDialog */
  dialog: { isOpen: boolean; isConfirmLoading: boolean; onCancel: () => void; onConfirm: () => void };
}

/**
 * "Delete this?" for one item at a time. Confirming runs `remove(item, close)`: it deletes on the
 * server, updates the screen and calls `close` when the dialog should go (before or after a
 * reload). The confirm button spins until `remove` is done; a refusal is toasted and the dialog
 * stays open.
 */
export function useDeleteConfirm<T>(remove: (item: T, close: () => void) => Promise<void>): DeleteConfirm<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setDeleting(true);
    try {
      await remove(target, () => setTarget(null));
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  };

  return {
    target,
    ask: setTarget,
    dialog: {
      isOpen: target !== null,
      isConfirmLoading: deleting,
      onCancel: () => setTarget(null),
      onConfirm: () => void confirm(),
    },
  };
}
