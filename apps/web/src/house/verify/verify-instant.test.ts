// Proves the verify page's arithmetic for the instant games: a bet's form, filled from the bet,
// recomputes to exactly what the server recorded from the revealed seed; a changed result or a
// wrong seed does not; a choice the game cannot take is named as the field to mend.
import type { HouseBet, InstantRound, Paisa } from '@khela/contract';
import { hashServerSeed, instantRoundFromSeeds } from '@khela/house-games';
import { describe, expect, it } from 'vitest';
import { formOfBet, recompute, recordOfBet } from './verify-recompute';

const serverSeed = '7a'.repeat(32);
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 4 };

function playedBet(round: Pick<InstantRound, 'game' | 'choice'>): HouseBet {
  // Each case pairs a game with its own choice; the types cannot tie the two in a list.
  const played = instantRoundFromSeeds(round.game, seeds, 500 as Paisa, round.choice as never);
  return {
    id: 21,
    game: round.game,
    status: played.payoutPaisa > 0 ? 'won' : 'lost',
    stake: 5,
    payout: played.payoutPaisa / 100,
    created_at: '2026-12-01T08:00:00.000Z',
    seeds: {
      server_seed_hash: hashServerSeed(serverSeed),
      server_seed: serverSeed,
      client_seed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    slots: null,
    mines_game: null,
    instant: { ...round, result: played.result } as InstantRound,
    stepped: null,
  };
}

describe('verifying an instant round', () => {
  it('recomputes each game’s recorded round from its revealed seed', () => {
    const rounds: Pick<InstantRound, 'game' | 'choice'>[] = [
      { game: 'dice', choice: { side: 'under', target: 33.3 } },
      { game: 'limbo', choice: { target: 1.7 } },
      { game: 'wheel', choice: { risk: 'low' } },
      { game: 'plinko', choice: { rows: 9, risk: 'medium' } },
      { game: 'keno', choice: { picks: [2, 9, 31] } },
      { game: 'teen-patti', choice: { bet: 'pair-plus' } },
    ];
    for (const round of rounds) {
      const bet = playedBet(round);
      const outcome = recompute(formOfBet(bet), recordOfBet(bet));
      expect(outcome).toMatchObject({
        kind: 'instant',
        hashMatches: true,
        matchesRecord: true,
        payout: bet.payout,
      });
    }
  });

  it('does not match a changed result, another nonce or a wrong seed', () => {
    const bet = playedBet({ game: 'limbo', choice: { target: 2 } });
    const tampered: HouseBet = {
      ...bet,
      instant: { game: 'limbo', choice: { target: 2 }, result: { result: 1234.56 } },
    };
    expect(recompute(formOfBet(bet), recordOfBet(tampered))).toMatchObject({
      matchesRecord: false,
    });
    expect(recompute({ ...formOfBet(bet), nonce: '5' }, recordOfBet(bet))).toMatchObject({
      matchesRecord: false,
    });
    expect(
      recompute({ ...formOfBet(bet), serverSeed: '8b'.repeat(32) }, recordOfBet(bet)),
    ).toMatchObject({ hashMatches: false });
  });

  it('names the choice when the game cannot take it', () => {
    const bet = playedBet({ game: 'dice', choice: { side: 'under', target: 50 } });
    for (const choice of ['', '{', '{"side":"over","target":99}', '{"picks":[1]}']) {
      expect(recompute({ ...formOfBet(bet), choice }, null)).toEqual({
        kind: 'incomplete',
        invalid: ['choice'],
      });
    }
  });
});
