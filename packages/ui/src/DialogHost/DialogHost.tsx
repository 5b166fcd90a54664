import { useEffect, useState, type ReactNode } from 'react';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button. */
  isDestructive?: boolean;
  /** Close (answer false) on a press on the mask. @default false */
  isDismissable?: boolean;
}

export interface AlertOptions {
  title: ReactNode;
  message?: ReactNode;
  buttonLabel?: string;
}

type Request =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'alert'; options: AlertOptions; resolve: (ok: boolean) => void };

/** Hosts mounted now, newest last: `confirm()` and `alert()` talk to the newest (like `toast`). */
const hosts: ((request: Request) => void)[] = [];

/**
 * Where `confirm()` and `alert()` show their dialogs: mount one inside your AurumProvider (so the
 * dialogs get the theme and the locale). Several requests queue up and show one at a time.
 */
export function DialogHost() {
  const [queue, setQueue] = useState<Request[]>([]);
  useEffect(() => {
    const add = (request: Request) => setQueue((q) => [...q, request]);
    hosts.push(add);
    return () => {
      hosts.splice(hosts.lastIndexOf(add), 1);
    };
  }, []);
  const current = queue[0];
  if (!current) return null;
  const answer = (ok: boolean) => {
    current.resolve(ok);
    setQueue((q) => q.slice(1));
  };
  if (current.kind === 'alert') {
    const { title, message, buttonLabel } = current.options;
    return (
      <AlertDialog
        isOpen
        title={title}
        message={message}
        buttonLabel={buttonLabel}
        onClose={() => answer(true)}
      />
    );
  }
  return (
    <ConfirmDialog {...current.options} isOpen onConfirm={() => answer(true)} onClose={() => answer(false)} />
  );
}

function request(make: (resolve: (ok: boolean) => void) => Request): Promise<boolean> {
  const host = hosts.at(-1);
  if (!host) return Promise.reject(new Error('confirm() and alert() need a mounted <DialogHost />'));
  return new Promise((resolve) => host(make(resolve)));
}

/** Asks a question in a ConfirmDialog; resolves true for confirm, false for cancel, Escape or the mask. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return request((resolve) => ({ kind: 'confirm', options, resolve }));
}

/** Shows a message in an AlertDialog; resolves when it is acknowledged. */
export async function alert(options: AlertOptions): Promise<void> {
  await request((resolve) => ({ kind: 'alert', options, resolve }));
}
