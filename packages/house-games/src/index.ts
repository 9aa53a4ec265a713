/** The house games' pure maths: provably fair randomness, every house game and their rules. */
export * from './random-source.js';
export * from './fairness.js';
export * from './crash.js';
export * from './slots-machine.js';
export {
  SLOTS_PAYLINE_COUNT,
  SLOTS_RTP,
  SLOTS_RTP_NUMERATOR,
  SLOTS_RTP_DENOMINATOR,
  SLOTS_PAYOUT_STANDARD_DEVIATION,
  isSlotsStake,
  spinSlots,
  slotsSpinFromSeeds,
  slotsSpinAtStops,
  slotsExactRtp,
  type SlotsLineWin,
  type SlotsSpin,
  type ExactRtp,
} from './slots.js';
export * from './mines.js';
export * from './rules.js';
export * from './dice.js';
export * from './limbo.js';
export * from './wheel.js';
export * from './plinko.js';
export * from './keno.js';
export * from './roulette.js';
export * from './dragon-tiger.js';
export * from './fishing.js';
export * from './seven-up-down.js';
export * from './baccarat.js';
export * from './andar-bahar.js';
export * from './teen-patti.js';
export * from './paytable.js';
export * from './instant-games.js';
export * from './video-poker.js';
export * from './hilo.js';
export * from './blackjack.js';
export * from './blackjack-strategy.js';
export * from './stepped-games.js';
export * from './lottery.js';
