/**
 * Asks before an action that cannot be taken back: the way out first, then the action, which waits
 * busy while it runs (the way out is disabled meanwhile).
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogProps } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  role?: DialogProps['role'];
  cancelVariant?: ButtonVariant;
  /** A class for a box around the two buttons, where the footer lays them out its own way. */
  actionsClassName?: string;
  children: ReactNode;
}

export function ConfirmDialog({
  title,
  cancelLabel,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
  onClose,
  role,
  cancelVariant = 'ghost',
  actionsClassName,
  children,
}: ConfirmDialogProps) {
  const actions = (
    <>
      <Button variant={cancelVariant} onClick={onClose} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button isBusy={isBusy} busyLabel={busyLabel} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Dialog
      isOpen
      role={role}
      onClose={onClose}
      title={title}
      size="sm"
      footer={actionsClassName ? <div className={actionsClassName}>{actions}</div> : actions}
    >
      {children}
    </Dialog>
  );
}
