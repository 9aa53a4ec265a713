/**
 * The turnover record's ticket logic ([contract: Screens] /turnover-record): which tab a ticket sits
 * in, its title, and what the Details part can say about the deposit that created it.
 */
import {
  paisa,
  paisaToTaka,
  takaToPaisa,
  type Turnover,
  type TurnoverStatus,
} from '@khela/contract';

/** Tabs in the spec's order: Active, then Completed. */
export const turnoverTabs: readonly TurnoverStatus[] = ['active', 'complete'];

export function ticketsOfTab(turnovers: readonly Turnover[], tab: TurnoverStatus): Turnover[] {
  return turnovers.filter((turnover) => turnover.status === tab);
}

/** The ticket's title: the promotion's name, else a title from what created it. */
export type TurnoverTitle =
  { kind: 'promotion'; name: string } | { kind: 'deposit' } | { kind: 'bonus' } | { kind: 'other' };

export function turnoverTitle(turnover: Pick<Turnover, 'transaction'>): TurnoverTitle {
  const source = turnover.transaction;
  const name = source?.promotion?.name.trim();
  if (name) return { kind: 'promotion', name };
  if (source?.action === 'deposit') return { kind: 'deposit' };
  if (source?.action === 'bonus') return { kind: 'bonus' };
  return { kind: 'other' };
}

/**
 * The amount the multiple applies to (deposit plus bonus), when the ticket names its multiple:
 * the requirement is that amount times the multiple. Computed in paisa and rounded to the nearest
 * paisa, since the server rounded the same way when it multiplied.
 */
export function turnoverBaseTaka(
  turnover: Pick<Turnover, 'required_turnover' | 'transaction'>,
): number | undefined {
  const multiple = turnover.transaction?.promotion?.turnover;
  if (multiple === undefined || multiple <= 0) return undefined;
  return paisaToTaka(paisa(Math.round(takaToPaisa(turnover.required_turnover) / multiple)));
}

/** How much of the requirement is already played, never below zero. */
export function turnoverDoneTaka(
  turnover: Pick<Turnover, 'status' | 'required_turnover' | 'remaining_turnover'>,
): number {
  if (turnover.status === 'complete') return turnover.required_turnover;
  const donePaisa =
    takaToPaisa(turnover.required_turnover) - takaToPaisa(turnover.remaining_turnover);
  return paisaToTaka(paisa(Math.max(0, donePaisa)));
}
