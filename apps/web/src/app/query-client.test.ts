// A call refused for maintenance reads /api/general again at once (queries and mutations alike),
// and is not retried; other failures leave /api/general alone.
import { ApiError } from '@khela/client-kit';
import { siteMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { generalQueryOptions } from '../shared/site/get-general';
import { createQueryClient, isMaintenanceRefusal } from './query-client';

const maintenance = new ApiError(503, siteMessages.maintenance, {}, 'site.maintenance');
const generalKey = generalQueryOptions().queryKey;

function clientWithGeneral() {
  const client = createQueryClient();
  client.setQueryData(generalKey, { site_status: 1 } as never);
  return client;
}

describe('the query client', () => {
  it('reads general again when a query is refused for maintenance, without retrying it', async () => {
    const client = clientWithGeneral();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['member', 42, 'balance'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(maintenance);
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
    expect(client.getQueryState(generalKey)?.isInvalidated).toBe(true);
  });

  it('does so for a refused mutation too, and for nothing else', async () => {
    const client = clientWithGeneral();
    const other = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(503, 'Busy.', {}, 'general.busy')),
    });
    await other.execute(undefined).catch(() => undefined);
    expect(client.getQueryState(generalKey)?.isInvalidated).toBe(false);
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(maintenance),
    });
    await refused.execute(undefined).catch(() => undefined);
    expect(client.getQueryState(generalKey)?.isInvalidated).toBe(true);
    expect(isMaintenanceRefusal(new Error('offline'))).toBe(false);
  });
});
