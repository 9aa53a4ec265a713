/**
 * The outbox: every SMS and e-mail the site sent, newest first. On a sandbox site nothing left the
 * machine, and the screen says so plainly: this is where testers read one-time codes.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { OutboxMessage } from '@khela/contract';
import { getOutbox } from './content-api';
import { LoadState } from '../shell/load-state';
import { DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
import { FilterChoice } from '../ui/filter-bar';
import { NumberedPager } from '../ui/pager';

const channelLabels: Record<OutboxMessage['channel'], string> = { sms: 'SMS', email: 'E-mail' };
const channels = ['sms', 'email'] as const;
const statusLabels: Record<OutboxMessage['status'], string> = {
  sandbox: 'Sandbox — not sent',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export function OutboxScreen() {
  const [params, setParams] = useSearchParams();
  const channel = params.get('channel') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outbox = useQuery({
    queryKey: ['outbox', channel, page],
    queryFn: () => getOutbox(channel, page),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const go = (nextChannel: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextChannel !== '') next.set('channel', nextChannel);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  if (!outbox.data) return <LoadState query={outbox} what="the outbox" />;
  const { data, sandbox, codes_shown: codesShown, total, page_size: pageSize } = outbox.data;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="content-stack">
      {sandbox ? (
        <div className="sandbox-banner" role="note">
          <strong>SANDBOX outbox.</strong> This site has no SMS or e-mail provider: nothing below
          was sent to anyone. Messages are kept here so you can read them, one-time codes included.
        </div>
      ) : (
        <p className="hint">
          Messages handed to the SMS and e-mail providers.{' '}
          {codesShown ? '' : 'One-time codes are hidden: they were delivered to the player.'}
        </p>
      )}
      <div className="filters">
        <FilterChoice
          label="Channel"
          allLabel="All"
          options={channels.map((value) => ({ value, label: channelLabels[value] }))}
          value={channel}
          onValueChange={(next) => go(next, 1)}
        />
      </div>
      <DataTable<OutboxMessage>
        className="outbox-table"
        isBusy={outbox.isFetching}
        rows={data}
        rowKey={(message) => message.id}
        empty="No messages yet."
        columns={[
          timeColumn('Time (GMT+6)', (message) => message.created_at),
          nowrapColumn('Channel', (message) => channelLabels[message.channel]),
          nowrapColumn('Recipient', (message) => message.recipient),
          {
            header: 'Message',
            cell: (message) => (
              <>
                {message.subject !== null && <strong className="block">{message.subject}</strong>}
                <span className="outbox-body">{message.body}</span>
              </>
            ),
          },
          nowrapColumn('Status', (message) => (
            <>
              {statusLabels[message.status]}
              {message.error !== null && <span className="block faint">{message.error}</span>}
            </>
          )),
        ]}
      />
      <NumberedPager
        page={page}
        lastPage={lastPage}
        isLoading={outbox.isFetching}
        onGo={(next) => go(channel, next)}
      />
    </div>
  );
}
