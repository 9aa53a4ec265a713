/**
 * What became of the last change on a screen of many changes: the server's refusal when it failed,
 * or else what it did, in words.
 */
import { errorMessage } from '../api/admin-api';

export function ChangeNotice({ notice, failure }: { notice: string; failure: unknown }) {
  if (failure !== null && failure !== undefined) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(failure)}
      </p>
    );
  }
  if (notice === '') return null;
  return (
    <p className="notice" role="status">
      {notice}
    </p>
  );
}
