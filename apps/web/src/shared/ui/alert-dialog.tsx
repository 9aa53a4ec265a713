/**
 * A message the player acknowledges (`role="alertdialog"`): a title, the words, and OK; optionally
 * one way forward beside OK, which then steps back to a ghost button.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface AlertDialogProps {
  isOpen: boolean;
  title: string;
  okLabel: string;
  onClose: () => void;
  /** A second footer action before OK. */
  action?: ReactNode;
  children?: ReactNode;
}

export function AlertDialog({
  isOpen,
  title,
  okLabel,
  onClose,
  action,
  children,
}: AlertDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      footer={
        <>
          {action}
          <Button variant={action ? 'ghost' : 'primary'} onClick={onClose}>
            {okLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
