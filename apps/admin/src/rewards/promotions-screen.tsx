/**
 * The promotions list: every promotion, off and past ones too, with its bonus and turnover, dates,
 * status and whether a deposit may claim it today (or why not). Switching one on or off goes through a confirm step that says what players will see.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PromotionAdmin, PromotionAdminStatus } from '@khela/contract';
import {
  depositClaimText,
  listPromotions,
  promotionStatusLabels,
  setPromotionStatus,
} from './rewards-api';
import { actionsColumn, DataTable, nowrapColumn } from '../ui/data-table';
import { ConfirmStep } from '../ui/confirm-step';

interface Switch {
  promotion: PromotionAdmin;
  status: PromotionAdminStatus;
}

const switchEffects: Record<PromotionAdminStatus, string> = {
  display: 'Players will see it on Promotions and may claim it from then on.',
  active: 'Players will not see it on Promotions but may choose it with a deposit.',
  hidden: 'Players will no longer see it nor claim it. Bonuses already claimed stay as they are.',
};

export function PromotionsScreen() {
  const client = useQueryClient();
  const promotions = useQuery({ queryKey: ['promotions'], queryFn: listPromotions });
  const [pending, setPending] = useState<Switch | null>(null);
  const change = useMutation({
    mutationFn: (next: Switch) => setPromotionStatus(next.promotion.id, next.status),
    onSuccess: () => {
      setPending(null);
      return client.invalidateQueries({ queryKey: ['promotions'] });
    },
  });
  const ask = (next: Switch) => {
    change.reset();
    setPending(next);
  };

  return (
    <>
      <div className="screen-head">
        <h2>Promotions</h2>
        <Link className="button button-primary" to="/rewards/promotions/new">
          New promotion
        </Link>
      </div>
      {pending !== null && (
        <ConfirmStep
          label={`Confirm ${promotionStatusLabels[pending.status]}`}
          className="review-step"
          confirmLabel={
            change.isPending ? 'Saving…' : `Set to ${promotionStatusLabels[pending.status]}`
          }
          isBusy={change.isPending}
          error={change.error}
          onConfirm={() => change.mutate(pending)}
          onBack={() => setPending(null)}
        >
          <p>
            Set <strong>{pending.promotion.name}</strong> to{' '}
            <strong>{promotionStatusLabels[pending.status]}</strong>?{' '}
            {switchEffects[pending.status]}
          </p>
        </ConfirmStep>
      )}
      {change.isSuccess && (
        <p className="notice" role="status">
          {change.data.message} {change.data.data.name} is{' '}
          {promotionStatusLabels[change.data.data.status]}.
        </p>
      )}
      <DataTable<PromotionAdmin>
        query={promotions}
        what="promotions"
        rows={promotions.data?.data ?? []}
        rowKey={(promotion) => promotion.id}
        empty="No promotions yet. Create one with New promotion."
        columns={[
          {
            header: 'Banner',
            cell: (promotion) => (
              <img className="promotion-thumb" src={promotion.thumbnail} alt="" />
            ),
          },
          { header: 'Title', cell: (promotion) => promotion.name },
          nowrapColumn('Bonus', (promotion) => `${promotion.deposit_bouns} %`),
          nowrapColumn('Turnover', (promotion) => `${promotion.turnover}×`),
          nowrapColumn('Per player', (promotion) =>
            promotion.claims_per_player === 0
              ? 'No limit'
              : promotion.claims_per_player === 1
                ? 'Once'
                : `${promotion.claims_per_player} times`,
          ),
          nowrapColumn('Runs', (promotion) => `${promotion.start_date} – ${promotion.end_date}`),
          {
            header: 'Status',
            cell: (promotion) => (
              <span className={`status-badge promotion-status-${promotion.status}`}>
                {promotionStatusLabels[promotion.status]}
              </span>
            ),
          },
          {
            header: 'With a deposit',
            cell: (promotion) => {
              const claim = depositClaimText(promotion);
              return (
                <span
                  className={`promotion-claim promotion-claim-${promotion.deposit_claim}`}
                  title={claim.why}
                >
                  {claim.label}
                </span>
              );
            },
          },
          actionsColumn((promotion) => {
            const isHidden = promotion.status === 'hidden';
            return (
              <div className="rewards-actions">
                <Link className="button" to={`/rewards/promotions/${promotion.id}`}>
                  Edit
                </Link>
                <button
                  className="button"
                  type="button"
                  onClick={() => ask({ promotion, status: isHidden ? 'display' : 'hidden' })}
                >
                  {isHidden ? 'Switch on' : 'Switch off'}
                </button>
              </div>
            );
          }),
        ]}
      />
    </>
  );
}
