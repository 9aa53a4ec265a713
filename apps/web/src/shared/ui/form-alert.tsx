/** A form-level message (the server's answer, a network failure), announced as soon as it appears. */
import { CircleAlert } from 'lucide-react';
import './field.css';

export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div className="form-alert-region" role="alert" aria-live="assertive">
      {message ? (
        <p className="form-alert">
          <CircleAlert size={18} aria-hidden="true" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
