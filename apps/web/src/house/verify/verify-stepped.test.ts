// Proves the verify page's arithmetic for the stepped games: a finished round's form, filled from
// the bet (the holds, or the guesses), recomputes to exactly what the server recorded; changed
// steps or another nonce do not match; a round in play has nothing to hold against; steps the game
// cannot take name the field to mend.
import type { HouseBet, HiloGuess, Paisa, SteppedRound } from '@khela/contract';
import {
  blackjackFromSeeds,
  hashServerSeed,
  hiloFromSeeds,
  lotteryNumbers,
  videoPokerFromSeeds,
} from '@khela/house-games';
import { describe, expect, it } from 'vitest';
import { emptyVerifyForm, formOfBet, recompute, recordOfBet } from './verify-recompute';

const serverSeed = '5c'.repeat(32);
const seeds = { serverSeed, clientSeed: 'steps', nonce: 11 };

function betOf(round: SteppedRound, payoutPaisa: number, status?: HouseBet['status']): HouseBet {
  return {
    id: 8,
    game: round.game,
    status: status ?? (payoutPaisa > 0 ? 'won' : 'lost'),
    stake: 5,
    payout: payoutPaisa / 100,
    created_at: '2026-12-01T08:00:00.000Z',
    seeds: {
      server_seed_hash: hashServerSeed(serverSeed),
      server_seed: serverSeed,
      client_seed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    slots: null,
    mines_game: null,
    instant: null,
    stepped: round,
  };
}

describe('verifying a stepped round', () => {
  it('recomputes a Jacks or Better hand from its seed and holds', () => {
    const played = videoPokerFromSeeds(seeds, 500 as Paisa, [true, false, true, false, true]);
    const bet = betOf(played.round, played.payoutPaisa);
    const form = formOfBet(bet);
    expect(form.choice).toBe('{"held":[true,false,true,false,true]}');
    expect(recompute(form, recordOfBet(bet))).toMatchObject({
      kind: 'stepped',
      hashMatches: true,
      matchesRecord: true,
      payout: bet.payout,
    });
    const otherHolds = { ...form, choice: '{"held":[false,false,true,false,true]}' };
    expect(recompute(otherHolds, recordOfBet(bet))).toMatchObject({ matchesRecord: false });
    expect(recompute({ ...form, choice: '{"held":[true]}' }, null)).toEqual({
      kind: 'incomplete',
      invalid: ['choice'],
    });
  });

  it('recomputes a Hi-Lo ladder from its seed and guesses, lost or cashed out', () => {
    const steps: HiloGuess[] = ['skip', 'same', 'higher'];
    const played = hiloFromSeeds(seeds, 500 as Paisa, steps);
    const bet = betOf(played.round, played.payoutPaisa);
    const outcome = recompute(formOfBet(bet), recordOfBet(bet));
    expect(outcome).toMatchObject({ kind: 'stepped', matchesRecord: true, payout: bet.payout });
    expect(recompute({ ...formOfBet(bet), nonce: '12' }, recordOfBet(bet))).toMatchObject({
      matchesRecord: false,
    });
    expect(recompute({ ...formOfBet(bet), choice: '{"guesses":["up"]}' }, null)).toEqual({
      kind: 'incomplete',
      invalid: ['choice'],
    });
    // A round still in play keeps its cards to come: nothing is recorded to check yet.
    expect(recordOfBet(betOf(played.round, 0, 'open'))).toBeNull();
  });

  it('replays a Blackjack round from its seed and moves, and names moves the cards do not allow', () => {
    const played = blackjackFromSeeds(seeds, 500 as Paisa, ['hit', 'stand']);
    const over = played.round.active === null;
    const bet = betOf(played.round, played.payoutPaisa, over ? undefined : 'open');
    const form = formOfBet(bet);
    expect(recompute(form, recordOfBet(bet))).toMatchObject({
      kind: 'stepped',
      matchesRecord: over ? true : null,
    });
    // A split needs a pair, and moves after the round ends are none it could take.
    const impossible = { ...form, choice: '{"actions":["stand","stand","stand","stand"]}' };
    expect(recompute(impossible, null)).toEqual({ kind: 'incomplete', invalid: ['choice'] });
  });

  it('recomputes a lottery draw’s numbers from its revealed seed and slot', () => {
    const form = {
      ...emptyVerifyForm,
      game: 'lottery' as const,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      nonce: '5987023',
    };
    expect(recompute(form, null)).toEqual({
      kind: 'lottery',
      hashMatches: true,
      numbers: lotteryNumbers(serverSeed, 5_987_023),
      matchesRecord: null,
    });
    expect(
      recompute({ ...form, serverSeedHash: hashServerSeed('0'.repeat(64)) }, null),
    ).toMatchObject({
      hashMatches: false,
    });
    expect(recompute({ ...form, nonce: 'x' }, null)).toEqual({
      kind: 'incomplete',
      invalid: ['nonce'],
    });
  });
});
