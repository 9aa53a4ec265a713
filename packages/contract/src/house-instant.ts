/**
 * The house's instant games: one call plays one whole round (stake, the player's choice, the result
 * from the fair stream, the payout). Each game's choice and result are plain JSON, the same on the
 * wire, in the bet's record and in the verify page's recomputation (@khela/house-games plays them).
 * Numbers with two decimals are as the page shows them: a Dice target of 49.5 is 49.50.
 */
import { z } from 'zod';
import { numeral } from './fields.js';
import { houseMessages } from './house-constants.js';
import { isWholePaisa } from './money.js';
import { wholeNumber } from './whole-numbers.js';

export const INSTANT_GAMES = [
  'dice',
  'limbo',
  'wheel',
  'plinko',
  'keno',
  'roulette',
  'dragon-tiger',
  'fishing',
  'seven-up-down',
  'baccarat',
  'andar-bahar',
  'teen-patti',
] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];

export const diceSides = ['under', 'over'] as const;
export type DiceSide = (typeof diceSides)[number];
/** Wheel's and Plinko's risk levels: the same expected return, spread more thinly as risk rises. */
export const gameRisks = ['low', 'medium', 'high'] as const;
export type GameRisk = (typeof gameRisks)[number];

export const dragonTigerSides = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerSide = (typeof dragonTigerSides)[number];

export const sevenUpDownSides = ['down', 'seven', 'up'] as const;
export const baccaratSides = ['player', 'banker', 'tie'] as const;
export const andarBaharSides = ['andar', 'bahar'] as const;
/** Teen Patti's bets: the Player's hand beating the Dealer's, or Pair Plus on the Player's hand. */
export const teenPattiBets = ['player', 'pair-plus'] as const;
export type TeenPattiBet = (typeof teenPattiBets)[number];

export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_PICKS_MAX = 10;

/** A number with at most two decimals between min and max, one message for every failure. */
function hundredthsNumber(message: string, min: number, max: number) {
  return numeral(
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      // Two decimals at most: the same test as a taka amount's whole paisa.
      .refine(isWholePaisa, { message }),
  );
}

const riskField = z.enum(gameRisks, { error: houseMessages.riskInvalid });

// ---- Choices (what the player sets before the round) ----------------------------------------

/**
 * Dice rolls 0.00–99.99. "Under" wins on a roll below the target, "over" on a roll above it; the
 * chance of winning must be 1 % to 98 % (checked with the side, by the game).
 */
export const diceChoiceSchema = z.object({
  side: z.enum(diceSides, { error: houseMessages.diceSideInvalid }),
  target: hundredthsNumber(houseMessages.diceTargetInvalid, 1, 98.99),
});
export type DiceChoice = z.infer<typeof diceChoiceSchema>;

/** Limbo: the multiplier the result must reach, 1.01× to 1,000×. */
export const limboChoiceSchema = z.object({
  target: hundredthsNumber(houseMessages.limboTargetInvalid, 1.01, 1000),
});
export type LimboChoice = z.infer<typeof limboChoiceSchema>;

export const wheelChoiceSchema = z.object({ risk: riskField });
export type WheelChoice = z.infer<typeof wheelChoiceSchema>;

export const plinkoChoiceSchema = z.object({
  rows: numeral(wholeNumber(houseMessages.plinkoRowsInvalid, PLINKO_ROWS_MIN, PLINKO_ROWS_MAX)),
  risk: riskField,
});
export type PlinkoChoice = z.infer<typeof plinkoChoiceSchema>;

/** Keno: 1 to 10 different numbers from 1 to 40. */
export const kenoChoiceSchema = z.object({
  picks: z
    .array(numeral(wholeNumber(houseMessages.kenoPicksInvalid, 1, KENO_NUMBERS)), {
      error: houseMessages.kenoPicksInvalid,
    })
    .min(1, houseMessages.kenoPicksInvalid)
    .max(KENO_PICKS_MAX, houseMessages.kenoPicksInvalid)
    .refine((picks) => new Set(picks).size === picks.length, {
      message: houseMessages.kenoPicksInvalid,
    }),
});
export type KenoChoice = z.infer<typeof kenoChoiceSchema>;

/**
 * Roulette: the numbers one bet covers (0–36), any bet the table offers: one number, a split, a
 * street, a corner, a line, the zero's bets, or an outside bet (checked as a whole by the game).
 */
export const rouletteChoiceSchema = z.object({
  numbers: z
    .array(numeral(wholeNumber(houseMessages.rouletteBetInvalid, 0, 36)), {
      error: houseMessages.rouletteBetInvalid,
    })
    .min(1, houseMessages.rouletteBetInvalid)
    .max(18, houseMessages.rouletteBetInvalid),
});
export type RouletteChoice = z.infer<typeof rouletteChoiceSchema>;

export const dragonTigerChoiceSchema = z.object({
  side: z.enum(dragonTigerSides, { error: houseMessages.dragonTigerSideInvalid }),
});
export type DragonTigerChoice = z.infer<typeof dragonTigerChoiceSchema>;

/** Fishing: the fish a shot is aimed at, by its place in the published list. */
export const fishingChoiceSchema = z.object({
  fish: numeral(wholeNumber(houseMessages.fishInvalid, 0, 7)),
});
export type FishingChoice = z.infer<typeof fishingChoiceSchema>;

/** 7 Up 7 Down: the dice's sum below 7, exactly 7, or above it. */
export const sevenUpDownChoiceSchema = z.object({
  side: z.enum(sevenUpDownSides, { error: houseMessages.sevenUpDownSideInvalid }),
});
export type SevenUpDownChoice = z.infer<typeof sevenUpDownChoiceSchema>;

export const baccaratChoiceSchema = z.object({
  side: z.enum(baccaratSides, { error: houseMessages.baccaratSideInvalid }),
});
export type BaccaratChoice = z.infer<typeof baccaratChoiceSchema>;

export const andarBaharChoiceSchema = z.object({
  side: z.enum(andarBaharSides, { error: houseMessages.andarBaharSideInvalid }),
});
export type AndarBaharChoice = z.infer<typeof andarBaharChoiceSchema>;

export const teenPattiChoiceSchema = z.object({
  bet: z.enum(teenPattiBets, { error: houseMessages.teenPattiBetInvalid }),
});
export type TeenPattiChoice = z.infer<typeof teenPattiChoiceSchema>;

// ---- Results (what the fair stream decided) ---------------------------------------------------

/** The roll, 0.00–99.99. */
export const diceResultSchema = z.object({ roll: z.number() });
export type DiceResult = z.infer<typeof diceResultSchema>;

/** The multiplier the round reached (two decimals; shown as at most 1,000,000×). */
export const limboResultSchema = z.object({ result: z.number() });
export type LimboResult = z.infer<typeof limboResultSchema>;

/** The segment the pointer stopped on, 0-based clockwise from the top of the published wheel. */
export const wheelResultSchema = z.object({ segment: z.number().int() });
export type WheelResult = z.infer<typeof wheelResultSchema>;

/** The ball's way down: 0 for left, 1 for right at each row; the slot is the count of rights. */
export const plinkoResultSchema = z.object({
  path: z.array(z.number().int()),
  slot: z.number().int(),
});
export type PlinkoResult = z.infer<typeof plinkoResultSchema>;

/** The ten numbers drawn, in draw order, and which of the player's picks they hit. */
export const kenoResultSchema = z.object({
  drawn: z.array(z.number().int()),
  hits: z.array(z.number().int()),
});
export type KenoResult = z.infer<typeof kenoResultSchema>;

/** The pocket the ball landed in, 0–36. */
export const rouletteResultSchema = z.object({ number: z.number().int() });
export type RouletteResult = z.infer<typeof rouletteResultSchema>;

/** The two cards, 0–51 (rank = card mod 13, ace low; suit = ⌊card ÷ 13⌋). */
export const dragonTigerResultSchema = z.object({
  dragon: z.number().int(),
  tiger: z.number().int(),
});
export type DragonTigerResult = z.infer<typeof dragonTigerResultSchema>;

/** The shot's draw (it catches the fish below 97) and whether it did. */
export const fishingResultSchema = z.object({ roll: z.number().int(), caught: z.boolean() });
export type FishingResult = z.infer<typeof fishingResultSchema>;

/** The two dice, 1–6 each. */
export const sevenUpDownResultSchema = z.object({ dice: z.array(z.number().int()) });
export type SevenUpDownResult = z.infer<typeof sevenUpDownResultSchema>;

/** The Player's and the Banker's cards (0–51 each), two or three each, in dealing order. */
export const baccaratResultSchema = z.object({
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
});
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;

/** The joker, then the cards dealt to each side in order (the last one dealt matches it). */
export const andarBaharResultSchema = z.object({
  joker: z.number().int(),
  andar: z.array(z.number().int()),
  bahar: z.array(z.number().int()),
});
export type AndarBaharResult = z.infer<typeof andarBaharResultSchema>;

/** The Player's three cards and the Dealer's three, from one fresh deck. */
export const teenPattiResultSchema = z.object({
  player: z.array(z.number().int()),
  dealer: z.array(z.number().int()),
});
export type TeenPattiResult = z.infer<typeof teenPattiResultSchema>;

/**
 * One instant round as a bet shows it: the game, the choice as played and the result. Answers
 * carry the choices as plain values (the request schemas above also read numerals from text).
 */
export const instantRoundSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    choice: z.object({ side: z.enum(diceSides), target: z.number() }),
    result: diceResultSchema,
  }),
  z.object({
    game: z.literal('limbo'),
    choice: z.object({ target: z.number() }),
    result: limboResultSchema,
  }),
  z.object({
    game: z.literal('wheel'),
    choice: z.object({ risk: z.enum(gameRisks) }),
    result: wheelResultSchema,
  }),
  z.object({
    game: z.literal('plinko'),
    choice: z.object({ rows: z.number().int(), risk: z.enum(gameRisks) }),
    result: plinkoResultSchema,
  }),
  z.object({
    game: z.literal('keno'),
    choice: z.object({ picks: z.array(z.number().int()) }),
    result: kenoResultSchema,
  }),
  z.object({
    game: z.literal('roulette'),
    choice: z.object({ numbers: z.array(z.number().int()) }),
    result: rouletteResultSchema,
  }),
  z.object({
    game: z.literal('dragon-tiger'),
    choice: z.object({ side: z.enum(dragonTigerSides) }),
    result: dragonTigerResultSchema,
  }),
  z.object({
    game: z.literal('fishing'),
    choice: z.object({ fish: z.number().int() }),
    result: fishingResultSchema,
  }),
  z.object({
    game: z.literal('seven-up-down'),
    choice: z.object({ side: z.enum(sevenUpDownSides) }),
    result: sevenUpDownResultSchema,
  }),
  z.object({
    game: z.literal('baccarat'),
    choice: z.object({ side: z.enum(baccaratSides) }),
    result: baccaratResultSchema,
  }),
  z.object({
    game: z.literal('andar-bahar'),
    choice: z.object({ side: z.enum(andarBaharSides) }),
    result: andarBaharResultSchema,
  }),
  z.object({
    game: z.literal('teen-patti'),
    choice: z.object({ bet: z.enum(teenPattiBets) }),
    result: teenPattiResultSchema,
  }),
]);
export type InstantRound = z.infer<typeof instantRoundSchema>;

/** The choice schema of each instant game, for the play calls and the verify page. */
export const instantChoiceSchemas = {
  dice: diceChoiceSchema,
  limbo: limboChoiceSchema,
  wheel: wheelChoiceSchema,
  plinko: plinkoChoiceSchema,
  keno: kenoChoiceSchema,
  roulette: rouletteChoiceSchema,
  'dragon-tiger': dragonTigerChoiceSchema,
  fishing: fishingChoiceSchema,
  'seven-up-down': sevenUpDownChoiceSchema,
  baccarat: baccaratChoiceSchema,
  'andar-bahar': andarBaharChoiceSchema,
  'teen-patti': teenPattiChoiceSchema,
} as const;

export type InstantChoiceOf<Game extends InstantGame> = z.infer<
  (typeof instantChoiceSchemas)[Game]
>;
export type InstantResultOf<Game extends InstantGame> = Extract<
  InstantRound,
  { game: Game }
>['result'];
