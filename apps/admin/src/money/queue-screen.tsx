/**
 * A money queue (deposits or withdrawals): pending first by default, filterable by status, each
 * row with who, how much, how and when; the receipt of a deposit; the decisions for owner and
 * finance through a review step. Support sees the same rows without the buttons.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queueStatuses, type QueueItem, type QueueStatus } from '@khela/contract';
import { formatDateTime, formatTaka } from '../format';
import { useSession } from '../session/session-store';
import { DataTable } from '../ui/data-table';
import { DecisionDialog, methodLabel, type DecisionKind } from './decision-dialog';
import { listQueue, type QueueKind } from './money-api';
import { canDecideMoney } from './money-roles';
import { QueueHead } from './queue-head';
import { ReceiptDialog } from './receipt-dialog';

const statusLabels: Record<QueueKind, Record<QueueStatus, string>> = {
  deposits: { pending: 'Pending', success: 'Approved', fail: 'Rejected', all: 'All' },
  withdrawals: { pending: 'Pending', success: 'Paid', fail: 'Rejected', all: 'All' },
};

const keyLabels: Record<QueueKind, Record<QueueItem['key'], string>> = {
  deposits: { '0': 'Pending', '1': 'Approved', '2': 'Rejected' },
  withdrawals: { '0': 'Pending', '1': 'Paid', '2': 'Rejected' },
};

const emptyTexts: Record<QueueKind, Record<QueueStatus, string>> = {
  deposits: {
    pending: 'No deposits are waiting for a decision.',
    success: 'No approved deposits yet.',
    fail: 'No rejected deposits.',
    all: 'No deposits have been reported yet.',
  },
  withdrawals: {
    pending: 'No withdrawals are waiting to be approved or paid.',
    success: 'No paid withdrawals yet.',
    fail: 'No rejected withdrawals.',
    all: 'No withdrawals have been asked for yet.',
  },
};

/** A deposit is approved; a withdrawal is approved first, then marked paid once sent. */
function firstStep(item: QueueItem): 'Approve' | 'Mark paid' {
  return item.action === 'withdraw' && item.approved_at ? 'Mark paid' : 'Approve';
}

function parseStatus(value: string | null): QueueStatus {
  return queueStatuses.find((status) => status === value) ?? 'pending';
}

interface Props {
  kind: QueueKind;
}

export function QueueScreen({ kind }: Props) {
  const client = useQueryClient();
  const role = useSession()?.operator.role;
  const decides = canDecideMoney(role);
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ item: QueueItem; kind: DecisionKind } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: ['queue', kind, status],
    queryFn: () => listQueue(kind, status),
    refetchInterval: 30_000,
  });
  const rows = queue.data?.data ?? [];
  const isDeposits = kind === 'deposits';
  const title = isDeposits ? 'Deposits' : 'Withdrawals';

  const decided = (message: string) => {
    setDeciding(null);
    setNotice(message);
    void client.invalidateQueries({ queryKey: ['queue', kind] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };

  return (
    <div aria-labelledby={`${kind}-title`} role="region">
      <QueueHead
        titleId={`${kind}-title`}
        title={title}
        status={status}
        statuses={queueStatuses}
        labels={statusLabels[kind]}
        notice={notice}
        onFilter={() => setNotice(null)}
      />
      <DataTable
        query={queue}
        what={title.toLowerCase()}
        isBusy={queue.isFetching}
        isScrollable
        label={`${title} queue`}
        rows={rows}
        rowKey={(item) => item.transaction_id}
        empty={emptyTexts[kind][status]}
        columns={[
          {
            header: isDeposits ? 'Reported (GMT+6)' : 'Requested (GMT+6)',
            className: 'nowrap',
            cell: (item) => (
              <>
                {formatDateTime(item.initiated_at ?? item.created_at)}
                <code className="faint block">{item.transaction_id}</code>
              </>
            ),
          },
          {
            header: 'Player',
            className: 'nowrap',
            cell: (item) => (
              <>
                <Link to={`/players/${item.user_id}`}>{item.username}</Link>
                <span className="faint block">
                  {isDeposits ? 'from ' : 'pay to '}
                  <span className="player-number">{item.number ?? '—'}</span>
                </span>
                <SharedSenderWarning item={item} />
              </>
            ),
          },
          {
            header: 'Amount',
            className: 'nowrap',
            cell: (item) => (
              <>
                <strong>{formatTaka(item.amount)}</strong>
                {item.bonus > 0 && (
                  <span className="faint block">+ bonus {formatTaka(item.bonus)}</span>
                )}
              </>
            ),
          },
          {
            header: 'Method',
            className: 'nowrap',
            cell: (item) => (
              <>
                {methodLabel(item)}
                {isDeposits && item.receiving_number !== null && (
                  <span className="faint block">to {item.receiving_number}</span>
                )}
              </>
            ),
          },
          {
            header: isDeposits ? 'TRX id' : 'Payout TRX id',
            className: 'nowrap',
            cell: (item) => (
              <>
                {item.reference ?? '—'}
                <ReusedTrxWarnings item={item} />
                {isDeposits && item.has_receipt && (
                  <button
                    className="button button-quiet button-small block"
                    type="button"
                    aria-label={`Receipt of ${item.transaction_id}`}
                    onClick={() => setReceiptOf(item.transaction_id)}
                  >
                    View receipt
                  </button>
                )}
              </>
            ),
          },
          { header: 'Status', cell: (item) => <QueueStatusCell kind={kind} item={item} /> },
          {
            header: 'Actions',
            isHeaderHidden: true,
            cell: (item) => (
              <div className="row-actions queue-actions">
                {decides && item.key === '0' && (
                  <>
                    <button
                      className="button button-primary"
                      type="button"
                      aria-label={`${firstStep(item)} ${item.transaction_id}`}
                      onClick={() =>
                        setDeciding({
                          item,
                          kind: firstStep(item) === 'Mark paid' ? 'pay' : 'approve',
                        })
                      }
                    >
                      {firstStep(item)}
                    </button>
                    <button
                      className="button"
                      type="button"
                      aria-label={`Reject ${item.transaction_id}`}
                      onClick={() => setDeciding({ item, kind: 'reject' })}
                    >
                      Reject
                    </button>
                  </>
                )}
              </div>
            ),
          },
        ]}
      />
      {!decides && <p className="hint">Finance or the owner decides; your role reads the queue.</p>}
      {receiptOf !== null && (
        <ReceiptDialog transactionId={receiptOf} onClose={() => setReceiptOf(null)} />
      )}
      {deciding !== null && (
        <DecisionDialog
          queue={kind}
          item={deciding.item}
          kind={deciding.kind}
          onClose={() => setDeciding(null)}
          onDecided={(answer) => decided(`${deciding.item.transaction_id}: ${answer.message}`)}
        />
      )}
    </div>
  );
}

function QueueStatusCell({ kind, item }: { kind: QueueKind; item: QueueItem }) {
  return (
    <>
      <span className={`status-badge status-${item.key}`}>
        {item.key === '0' && item.approved_at ? 'Paying' : keyLabels[kind][item.key]}
      </span>
      {item.key === '0' && item.approved_at && (
        <span className="faint block">
          Approved by {item.approved_by ?? 'an operator'}, {formatDateTime(item.approved_at)}
        </span>
      )}
      {item.key !== '0' && item.completed_at && (
        <span className="faint block">{formatDateTime(item.completed_at)}</span>
      )}
      {item.reason && <span className="faint block">{item.reason}</span>}
    </>
  );
}

export function DepositsScreen() {
  return <QueueScreen key="deposits" kind="deposits" />;
}

export function WithdrawalsScreen() {
  return <QueueScreen key="withdrawals" kind="withdrawals" />;
}

/** Another deposit carries this TRX id: finance compares the two before approving either. */
function ReusedTrxWarnings({ item }: { item: QueueItem }) {
  const reused = (item.warnings ?? []).filter((warning) => warning.kind === 'trx_reused');
  return reused.map((warning) => (
    <span key={warning.transaction_id} className="queue-warning block" role="note">
      Same TRX id on {warning.transaction_id} by{' '}
      <Link to={`/players/${warning.user_id}`}>{warning.username}</Link>
    </span>
  ));
}

/** Other players deposited from this number too. */
function SharedSenderWarning({ item }: { item: QueueItem }) {
  const shared = (item.warnings ?? []).find((warning) => warning.kind === 'sender_shared');
  if (shared?.kind !== 'sender_shared') return null;
  return (
    <span className="queue-warning block" role="note">
      Number also used by{' '}
      {shared.players.map((player, index) => (
        <span key={player.user_id}>
          {index > 0 ? ', ' : ''}
          <Link to={`/players/${player.user_id}`}>{player.username}</Link>
        </span>
      ))}
    </span>
  );
}
