/**
 * One player: profile, balances, market block, recent sign-ins, ledger and (by role) adjustments,
 * the hold on withdrawals with the player's risk flags, and inbox messages.
 */
import { useQuery } from '@tanstack/react-query';
import type { PlayerDetailResponse } from '@khela/contract';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatTaka } from '../format';
import { useSession } from '../session/session-store';
import { AdjustmentForm } from './adjustment-form';
import { InboxMessageForm } from './inbox-message-form';
import { LedgerPanel } from './ledger-panel';
import { MarketBlockForm } from './market-block-form';
import { canAdjust, canMessage, canRevokeOrBlock } from './player-roles';
import { getPlayer } from './players-api';
import { SaferGamblingPanel } from './safer-gambling-panel';
import { SessionsPanel } from './sessions-panel';
import { LoadState } from '../shell/load-state';
import { canDecideMoney } from '../money/money-roles';
import { PlayerRiskFlags, WithdrawalHoldPanel } from '../risk/withdrawal-hold-panel';
import './players.css';

const identityStates: Record<PlayerDetailResponse['identity']['state'], string> = {
  none: 'not sent',
  pending: 'waiting for review',
  approved: 'approved',
  rejected: 'rejected',
  resubmit: 'asked to send again',
};

/** "approved (NID, 01 Dec 2026, 10:00)": where the check stands, what and when. */
function identityText(identity: PlayerDetailResponse['identity']): string {
  const parts: string[] = [];
  if (identity.document_type) parts.push(identity.document_type === 'nid' ? 'NID' : 'passport');
  const at = identity.decided_at ?? identity.submitted_at;
  if (at) parts.push(formatDateTime(at));
  const details = parts.length > 0 ? ` (${parts.join(', ')})` : '';
  return `${identityStates[identity.state]}${details}${identity.reason ? ` — ${identity.reason}` : ''}`;
}

export function PlayerScreen() {
  const id = Number(useParams()['id']);
  const role = useSession()?.operator.role;
  const detail = useQuery({
    queryKey: ['player', id, 'detail'],
    queryFn: () => getPlayer(id),
    enabled: Number.isInteger(id) && id > 0,
  });

  const back = (
    <Link className="back-link" to="/players">
      ← Players
    </Link>
  );
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="screen">
        {back}
        <p className="state state-error">That is not a player id.</p>
      </section>
    );
  }
  if (detail.isPending || detail.isError) {
    return (
      <section className="screen">
        {back}
        <LoadState query={detail} what="the player" />
      </section>
    );
  }
  const { player, balances, market_block: block, sessions } = detail.data;
  return (
    <section className="screen player-screen" aria-labelledby="player-title">
      {back}
      <h1 id="player-title">
        {player.username} <span className="faint">#{player.id}</span>
      </h1>

      <h2>Profile</h2>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{player.name || '—'}</dd>
        <dt>Phone</dt>
        <dd>
          {player.phone || '—'} {player.phone_verified && <span className="faint">(verified)</span>}
        </dd>
        <dt>E-mail</dt>
        <dd>
          {player.email || '—'} {player.email_verified && <span className="faint">(verified)</span>}
        </dd>
        <dt>Status</dt>
        <dd>{player.status}</dd>
        <dt>Joined</dt>
        <dd>{formatDateTime(player.created_at)}</dd>
        <dt>Referral code</dt>
        <dd>{player.referral_code}</dd>
        <dt>VIP coins</dt>
        <dd>{player.vip_coin}</dd>
        <dt>Identity</dt>
        <dd data-testid="player-identity">{identityText(detail.data.identity)}</dd>
      </dl>

      <h2>Balances</h2>
      <dl className="facts" aria-label="Balances">
        <dt>Main Wallet</dt>
        <dd>{formatTaka(balances.main)}</dd>
        <dt>Exposure</dt>
        <dd>{formatTaka(balances.exposure)}</dd>
        <dt>Bonus</dt>
        <dd>{formatTaka(balances.bonus)}</dd>
        <dt>Withdrawals on hold</dt>
        <dd>{formatTaka(balances.withdrawal_hold)}</dd>
      </dl>

      {canAdjust(role) && (
        <>
          <h2>Adjust balance</h2>
          <AdjustmentForm playerId={player.id} mainBalance={balances.main} />
        </>
      )}

      {canDecideMoney(role) && (
        <>
          <h2>Hold on withdrawals</h2>
          <WithdrawalHoldPanel playerId={player.id} />
          <h2>Risk flags</h2>
          <PlayerRiskFlags playerId={player.id} />
        </>
      )}

      {canMessage(role) && (
        <>
          <h2>Send inbox message</h2>
          <InboxMessageForm playerId={player.id} username={player.username} />
        </>
      )}

      <h2>Market block</h2>
      <MarketBlockForm playerId={player.id} block={block} editable={canRevokeOrBlock(role)} />

      <h2>Safer gambling</h2>
      <SaferGamblingPanel saferGambling={detail.data.safer_gambling} />

      <h2>Recent sign-ins</h2>
      <SessionsPanel playerId={player.id} sessions={sessions} canRevoke={canRevokeOrBlock(role)} />

      <h2>Ledger</h2>
      <LedgerPanel playerId={player.id} />
    </section>
  );
}
