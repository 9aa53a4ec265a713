/**
 * The spec's error modal and message dialog for the deposit screens: one message the player
 * acknowledges with OK, and optionally one way forward (a link to verify the phone).
 */
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export interface MessageDialogProps {
  message: string | undefined;
  title: string;
  okLabel: string;
  onClose: () => void;
  /** A second footer action beside OK. */
  action?: ReactNode;
}

export function MessageDialog({ message, title, okLabel, onClose, action }: MessageDialogProps) {
  return (
    <Dialog
      isOpen={message !== undefined}
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
      <p>{message}</p>
    </Dialog>
  );
}
