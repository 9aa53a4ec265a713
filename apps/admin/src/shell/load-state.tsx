/** Loading and failed states of a tab's first query, in words, with a retry. */
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api/admin-api';

export function LoadState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>{errorMessage(query.error)}</p>
        <button className="button" type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className="state" role="status">
      Loading {what}…
    </p>
  );
}
