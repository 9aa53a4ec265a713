/**
 * The house's expected take per taka staked on a round (its edge), which decides how much of the
 * round's stake counts towards rebates and turnover (settlement's counted-stake.ts). The house
 * games publish theirs; an aggregator's games are weighed by their catalogue category, the way
 * operators weigh game contributions: live and table games (blackjack, baccarat, roulette) keep
 * 0.5–2.7 %, so they count at 1 %; slots, fishing, crash-style and the rest keep 4 % or more.
 */
import { HOUSE_PLATFORM } from '@khela/contract';
import {
  CRASH_RULES,
  INSTANT_GAME_MATHS,
  BLACKJACK_RULES,
  HOUSE_GAME_RTP,
  HILO_RULES,
  JACKS_OR_BETTER_RULES,
  MINES_RULES,
  SLOTS_RULES,
  type HouseGame,
} from '@khela/house-games';
import { PPM, REFERENCE_EDGE_PPM } from '../settlement/service.js';

function instantEdgePpm(game: keyof typeof INSTANT_GAME_MATHS): number {
  return Math.floor((1 - INSTANT_GAME_MATHS[game].rtpMax) * PPM);
}

/** Crash's edge is smallest when cashing out at the lowest target; the round counts by that. */
const HOUSE_GAME_EDGE_PPM: Readonly<Record<HouseGame, number>> = {
  crash: Math.floor((1 - CRASH_RULES.rtpMax) * PPM),
  slots: Math.floor((1 - SLOTS_RULES.rtp) * PPM),
  mines: Math.floor(MINES_RULES.houseEdge * PPM),
  // An instant game counts by its best table's edge: a player choosing tables cannot count more.
  dice: instantEdgePpm('dice'),
  limbo: instantEdgePpm('limbo'),
  wheel: instantEdgePpm('wheel'),
  plinko: instantEdgePpm('plinko'),
  keno: instantEdgePpm('keno'),
  roulette: instantEdgePpm('roulette'),
  'dragon-tiger': instantEdgePpm('dragon-tiger'),
  fishing: instantEdgePpm('fishing'),
  'seven-up-down': instantEdgePpm('seven-up-down'),
  baccarat: instantEdgePpm('baccarat'),
  'andar-bahar': instantEdgePpm('andar-bahar'),
  'teen-patti': instantEdgePpm('teen-patti'),
  // Jacks or Better counts by its edge with the best hold on every deal.
  'jacks-or-better': Math.floor((1 - JACKS_OR_BETTER_RULES.rtp) * PPM),
  hilo: Math.floor((1 - HILO_RULES.rtp) * PPM),
  // Blackjack counts every stake it took (doubles and splits too) by basic strategy's edge per stake.
  blackjack: Math.floor(BLACKJACK_RULES.edgePerStake * PPM),
  // The lottery keeps a tenth of its sales over the draws.
  lottery: Math.floor((1 - HOUSE_GAME_RTP.lottery) * PPM),
};

const LOW_EDGE_CATEGORIES: ReadonlySet<string> = new Set(['LIVE', 'TABLE']);
const LOW_EDGE_PPM = 10_000;

export function roundEdgePpm(round: {
  provider: string;
  game_code: string;
  game_type: string;
}): number {
  if (round.provider === HOUSE_PLATFORM) {
    // An unknown house game counts nothing rather than at a guessed edge.
    return (HOUSE_GAME_EDGE_PPM as Partial<Record<string, number>>)[round.game_code] ?? 0;
  }
  return LOW_EDGE_CATEGORIES.has(round.game_type) ? LOW_EDGE_PPM : REFERENCE_EDGE_PPM;
}
