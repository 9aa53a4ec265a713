/**
 * Identity checks: the players' documents waiting for review first (oldest first), filterable by
 * status; each opens its review with the photos. Owner and finance decide; support reads.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  identityQueueStatuses,
  type IdentityCheck,
  type IdentityQueueStatus,
} from '@khela/contract';
import { formatDateTime } from '../format';
import { useSession } from '../session/session-store';
import { DataTable } from '../ui/data-table';
import { listIdentityChecks } from './identity-api';
import { documentLabels, IdentityReviewDialog } from './identity-review-dialog';
import { canDecideMoney } from './money-roles';
import { QueueHead } from './queue-head';

const statusLabels: Record<IdentityQueueStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  resubmit: 'Asked again',
  all: 'All',
};

const badgeKeys: Record<IdentityCheck['status'], string> = {
  pending: '0',
  approved: '1',
  rejected: '2',
  resubmit: '2',
};

const emptyTexts: Record<IdentityQueueStatus, string> = {
  pending: 'No identity checks are waiting for review.',
  approved: 'No approved identity checks yet.',
  rejected: 'No rejected identity checks.',
  resubmit: 'No player has been asked to send again.',
  all: 'No player has sent an identity check yet.',
};

function parseStatus(value: string | null): IdentityQueueStatus {
  return identityQueueStatuses.find((status) => status === value) ?? 'pending';
}

export function IdentityChecksScreen() {
  const client = useQueryClient();
  const decides = canDecideMoney(useSession()?.operator.role);
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [reviewing, setReviewing] = useState<IdentityCheck | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const checks = useQuery({
    queryKey: ['identity-checks', status],
    queryFn: () => listIdentityChecks(status),
    refetchInterval: 30_000,
  });

  return (
    <div aria-labelledby="identity-title" role="region">
      <QueueHead
        titleId="identity-title"
        title="Identity checks"
        status={status}
        statuses={identityQueueStatuses}
        labels={statusLabels}
        notice={notice}
        onFilter={() => setNotice(null)}
      />
      <DataTable
        query={checks}
        what="identity checks"
        isBusy={checks.isFetching}
        isScrollable
        label="Identity checks queue"
        rows={checks.data?.data ?? []}
        rowKey={(check) => String(check.id)}
        empty={emptyTexts[status]}
        columns={[
          {
            header: 'Sent (GMT+6)',
            className: 'nowrap',
            cell: (check) => formatDateTime(check.submitted_at),
          },
          {
            header: 'Player',
            className: 'nowrap',
            cell: (check) => <Link to={`/players/${check.user_id}`}>{check.username}</Link>,
          },
          {
            header: 'Document',
            className: 'nowrap',
            cell: (check) => (
              <>
                {documentLabels[check.document_type]}
                <code className="faint block">{check.document_number}</code>
              </>
            ),
          },
          {
            header: 'Date of birth',
            className: 'nowrap',
            cell: (check) => (
              <>
                {check.date_of_birth}
                {check.profile_birthday !== check.date_of_birth && (
                  <span className="queue-warning block" role="note">
                    Profile says {check.profile_birthday ?? 'nothing'}
                  </span>
                )}
              </>
            ),
          },
          {
            header: 'Status',
            cell: (check) => (
              <>
                <span className={`status-badge status-${badgeKeys[check.status]}`}>
                  {statusLabels[check.status]}
                </span>
                {check.reason && <span className="faint block">{check.reason}</span>}
              </>
            ),
          },
          {
            header: 'Actions',
            isHeaderHidden: true,
            cell: (check) => (
              <button
                className={
                  check.status === 'pending' && decides ? 'button button-primary' : 'button'
                }
                type="button"
                aria-label={`Review the check of ${check.username}`}
                onClick={() => {
                  setNotice(null);
                  setReviewing(check);
                }}
              >
                Review
              </button>
            ),
          },
        ]}
      />
      {!decides && <p className="hint">Finance or the owner decides; your role reads the queue.</p>}
      {reviewing !== null && (
        <IdentityReviewDialog
          check={reviewing}
          canDecide={decides}
          onClose={() => setReviewing(null)}
          onDecided={(answer) => {
            setReviewing(null);
            setNotice(`${answer.data.username}: ${answer.message}`);
            void client.invalidateQueries({ queryKey: ['identity-checks'] });
          }}
        />
      )}
    </div>
  );
}
