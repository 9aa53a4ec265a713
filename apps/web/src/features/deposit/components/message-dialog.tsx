/**
 * The spec's error modal and message dialog for the deposit screens: one message the player
 * acknowledges with OK, and optionally one way forward (a link to verify the phone).
 */
import { AlertDialog, type AlertDialogProps } from '../../../shared/ui/alert-dialog';

export interface MessageDialogProps extends Omit<AlertDialogProps, 'isOpen' | 'children'> {
  message: string | undefined;
}

export function MessageDialog({ message, ...props }: MessageDialogProps) {
  return (
    <AlertDialog isOpen={message !== undefined} {...props}>
      <p>{message}</p>
    </AlertDialog>
  );
}
