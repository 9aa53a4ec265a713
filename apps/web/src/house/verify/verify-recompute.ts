/**
 * The verify page's arithmetic: it reads the form, checks each field the way the package would
 * refuse it, and recomputes the result with the very functions the server played with
 * (@khela/house-games), then compares it with what the server recorded for the bet or round.
 */
import {
  blackjackActions,
  hiloGuesses,
  INSTANT_GAMES,
  instantChoiceSchemas,
  STEPPED_GAMES,
  isWholePaisa,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type CrashRound,
  type HouseBet,
  type InstantGame,
  type InstantRound,
  type Paisa,
  type SteppedGame,
  type SteppedRound,
} from '@khela/contract';
import {
  blackjackFromSeeds,
  crashPointFromRoundSeed,
  hiloFromSeeds,
  instantRoundFromSeeds,
  lotteryNumbers,
  isClientSeed,
  isInstantChoice,
  isMineCount,
  isServerSeed,
  isSlotsStake,
  minesFromSeeds,
  slotsSpinFromSeeds,
  verifyCrashChainLink,
  verifyCrashRoundSeed,
  verifyServerSeed,
  videoPokerFromSeeds,
} from '@khela/house-games';
import { z } from 'zod';

export type VerifyGame = 'slots' | 'mines' | 'crash' | 'lottery' | InstantGame | SteppedGame;

export function isInstantGame(game: string): game is InstantGame {
  return (INSTANT_GAMES as readonly string[]).includes(game);
}

export function isSteppedGame(game: string): game is SteppedGame {
  return (STEPPED_GAMES as readonly string[]).includes(game);
}

/** The form as typed: every field is text, so a half-typed value is kept as it is. */
export interface VerifyForm {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  stake: string;
  roundSeed: string;
  salt: string;
  chainLink: string;
  roundIndex: string;
  /** An instant round's choice, or a stepped round's steps, as JSON, as the bet recorded it. */
  choice: string;
}

export const emptyVerifyForm: VerifyForm = {
  game: 'mines',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  stake: '1',
  roundSeed: '',
  salt: '',
  chainLink: '',
  roundIndex: '',
  choice: '',
};

/** What the server recorded, to hold the recomputed result against. */
export type VerifyRecord =
  | { game: 'slots'; reels: string[][]; lineWins: SlotsLineWinView[] }
  | { game: 'mines'; mineTiles: number[] }
  | { game: 'crash'; crashPoint: number }
  | { game: 'instant'; round: InstantRound; payout: number }
  | { game: 'stepped'; round: SteppedRound; payout: number };

export interface SlotsLineWinView {
  /** 1-based, as the paytable numbers the lines. */
  line: number;
  symbol: string;
  count: number;
  win: number;
}

export type VerifyField =
  | 'serverSeed'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'nonce'
  | 'mines'
  | 'stake'
  | 'roundSeed'
  | 'salt'
  | 'roundIndex'
  | 'choice';

/** Which link of the Crash chain the value given proves. */
export type ChainLinkCheck = 'commitment' | 'before' | 'next' | 'none' | 'unchecked';

export type VerifyOutcome =
  | { kind: 'incomplete'; invalid: VerifyField[] }
  | {
      kind: 'slots';
      hashMatches: boolean | null;
      reels: string[][];
      lineWins: SlotsLineWinView[];
      totalWin: number;
      matchesRecord: boolean | null;
    }
  | {
      kind: 'mines';
      hashMatches: boolean | null;
      mineTiles: number[];
      matchesRecord: boolean | null;
    }
  | {
      kind: 'instant';
      hashMatches: boolean | null;
      round: InstantRound;
      payout: number;
      matchesRecord: boolean | null;
    }
  | {
      kind: 'stepped';
      hashMatches: boolean | null;
      round: SteppedRound;
      payout: number;
      matchesRecord: boolean | null;
    }
  | { kind: 'lottery'; hashMatches: boolean | null; numbers: number[]; matchesRecord: null }
  | {
      kind: 'crash';
      crashPoint: number;
      chain: ChainLinkCheck;
      /** SHA-256 steps from the round seed to the commitment, for a commitment link. */
      hashesToCommitment: number | null;
      matchesRecord: boolean | null;
    };

const HASH_PATTERN = /^[0-9a-f]{64}$/;
/** A commitment check hashes once per round before this one; chains are far shorter than this. */
const ROUND_INDEX_MAX = 1_000_000;

function wholeNumber(text: string): number | null {
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export function formOfBet(bet: HouseBet): VerifyForm {
  return {
    ...emptyVerifyForm,
    game: bet.game,
    serverSeed: bet.seeds.server_seed ?? '',
    serverSeedHash: bet.seeds.server_seed_hash,
    clientSeed: bet.seeds.client_seed,
    nonce: String(bet.seeds.nonce),
    mines: String(bet.mines_game?.mines ?? emptyVerifyForm.mines),
    stake: String(bet.stake),
    choice: bet.instant
      ? JSON.stringify(bet.instant.choice)
      : bet.stepped
        ? JSON.stringify(stepsOf(bet.stepped))
        : '',
  };
}

/** The player's steps of a stepped round, as the verify form takes them. */
function stepsOf(round: SteppedRound): object {
  if (round.game === 'hilo') return { guesses: round.guesses };
  if (round.game === 'blackjack') return { actions: round.actions };
  return { held: round.held ?? [] };
}

export function recordOfBet(bet: HouseBet): VerifyRecord | null {
  if (bet.game === 'slots' && bet.slots) {
    return { game: 'slots', reels: bet.slots.reels, lineWins: bet.slots.line_wins };
  }
  if (bet.game === 'mines' && bet.mines_game?.mine_tiles) {
    return { game: 'mines', mineTiles: bet.mines_game.mine_tiles };
  }
  if (bet.instant) return { game: 'instant', round: bet.instant, payout: bet.payout };
  // A stepped round is checked once it is over: until then its cards are still to come.
  if (bet.stepped && bet.status !== 'open') {
    return { game: 'stepped', round: bet.stepped, payout: bet.payout };
  }
  return null;
}

export function formOfRound(round: CrashRound): VerifyForm {
  return {
    ...emptyVerifyForm,
    game: 'crash',
    roundSeed: round.round_seed ?? '',
    salt: round.chain.salt,
    chainLink: round.chain.commitment,
    roundIndex: String(round.round_index),
  };
}

export function recordOfRound(round: CrashRound): VerifyRecord | null {
  return round.crash_point === null ? null : { game: 'crash', crashPoint: round.crash_point };
}

/** The seeds the form names, once `seedFields` has found them well formed. */
function seedsOfForm(form: VerifyForm) {
  return {
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed.trim(),
    nonce: Number(form.nonce.trim()),
  };
}

function hashCheck(form: VerifyForm): boolean | null {
  const hash = form.serverSeedHash.trim();
  return hash === '' ? null : verifyServerSeed(form.serverSeed.trim(), hash);
}

function seedFields(form: VerifyForm): VerifyField[] {
  const invalid: VerifyField[] = [];
  if (!isServerSeed(form.serverSeed.trim())) invalid.push('serverSeed');
  const hash = form.serverSeedHash.trim().toLowerCase();
  if (hash !== '' && !HASH_PATTERN.test(hash)) invalid.push('serverSeedHash');
  const clientSeed = form.clientSeed.trim();
  if (clientSeed === '' || !isClientSeed(clientSeed)) invalid.push('clientSeed');
  if (wholeNumber(form.nonce) === null) invalid.push('nonce');
  return invalid;
}

function slotsStakePaisa(text: string): number | null {
  const taka = Number(text.trim());
  if (text.trim() === '' || !isWholePaisa(taka) || taka <= 0) return null;
  const stakePaisa = takaToPaisa(taka);
  return isSlotsStake(stakePaisa) ? stakePaisa : null;
}

/** A stake of whole paisa above zero (Slots adds its own step). */
function stakePaisaOf(text: string): number | null {
  const taka = Number(text.trim());
  return text.trim() === '' || !isWholePaisa(taka) || taka <= 0 ? null : takaToPaisa(taka);
}

function choiceOf(game: InstantGame, text: string): unknown {
  try {
    const parsed = instantChoiceSchemas[game].safeParse(JSON.parse(text));
    // The schema of `game` parsed it, so it is that game's choice: the types cannot tie the two.
    return parsed.success && isInstantChoice(game, parsed.data as never) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The seed fields and a stake of whole paisa, as an instant or stepped round needs them. */
function seedsAndStake(form: VerifyForm): { invalid: VerifyField[]; stakePaisa: number | null } {
  const invalid = seedFields(form);
  const stakePaisa = stakePaisaOf(form.stake);
  if (stakePaisa === null) invalid.push('stake');
  return { invalid, stakePaisa };
}

function verifyInstant(
  game: InstantGame,
  form: VerifyForm,
  record: VerifyRecord | null,
): VerifyOutcome {
  const { invalid, stakePaisa } = seedsAndStake(form);
  const choice = choiceOf(game, form.choice.trim());
  if (choice === null) invalid.push('choice');
  if (invalid.length > 0 || stakePaisa === null || choice === null) {
    return { kind: 'incomplete', invalid };
  }
  const played = instantRoundFromSeeds(
    game,
    seedsOfForm(form),
    paisa(stakePaisa),
    // choiceOf parsed it with this game's schema.
    choice as never,
  );
  const round = { game, choice, result: played.result } as InstantRound;
  const payout = paisaToTaka(played.payoutPaisa);
  return {
    kind: 'instant',
    hashMatches: hashCheck(form),
    round,
    payout,
    matchesRecord:
      record?.game === 'instant'
        ? sameJson(record.round.result, round.result) && record.payout === payout
        : null,
  };
}

const heldStepsSchema = z.object({ held: z.array(z.boolean()).length(5) });
const hiloStepsSchema = z.object({ guesses: z.array(z.enum(hiloGuesses)) });
const blackjackStepsSchema = z.object({ actions: z.array(z.enum(blackjackActions)) });

function verifyStepped(
  game: SteppedGame,
  form: VerifyForm,
  record: VerifyRecord | null,
): VerifyOutcome {
  const { invalid, stakePaisa } = seedsAndStake(form);
  let steps: unknown = null;
  try {
    steps = JSON.parse(form.choice.trim());
  } catch {
    steps = null;
  }
  const held = heldStepsSchema.safeParse(steps);
  const guesses = hiloStepsSchema.safeParse(steps);
  const actions = blackjackStepsSchema.safeParse(steps);
  const stepsValid = { hilo: guesses, blackjack: actions, 'jacks-or-better': held }[game].success;
  if (!stepsValid) invalid.push('choice');
  if (invalid.length > 0 || stakePaisa === null) return { kind: 'incomplete', invalid };
  const seeds = seedsOfForm(form);
  const stake = paisa(stakePaisa);
  let played: { round: SteppedRound; payoutPaisa: Paisa };
  try {
    played =
      game === 'hilo'
        ? hiloFromSeeds(seeds, stake, guesses.data?.guesses ?? [])
        : game === 'blackjack'
          ? blackjackFromSeeds(seeds, stake, actions.data?.actions ?? [])
          : videoPokerFromSeeds(seeds, stake, held.data?.held ?? []);
  } catch {
    // Steps these cards do not allow (a split without a pair): not a round this game could play.
    return { kind: 'incomplete', invalid: ['choice'] };
  }
  const payout = paisaToTaka(played.payoutPaisa);
  return {
    kind: 'stepped',
    hashMatches: hashCheck(form),
    round: played.round,
    payout,
    matchesRecord:
      record?.game === 'stepped'
        ? sameJson(record.round, played.round) && record.payout === payout
        : null,
  };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function verifySlots(form: VerifyForm, record: VerifyRecord | null): VerifyOutcome {
  const invalid = seedFields(form);
  const stakePaisa = slotsStakePaisa(form.stake);
  if (stakePaisa === null) invalid.push('stake');
  if (invalid.length > 0 || stakePaisa === null) return { kind: 'incomplete', invalid };
  const spin = slotsSpinFromSeeds(seedsOfForm(form), paisa(stakePaisa));
  const reels = spin.reels.map((reel) => [...reel]);
  const lineWins = spin.lineWins.map((win) => ({
    line: win.line + 1,
    symbol: win.symbol,
    count: win.count,
    win: paisaToTaka(win.payoutPaisa),
  }));
  return {
    kind: 'slots',
    hashMatches: hashCheck(form),
    reels,
    lineWins,
    totalWin: paisaToTaka(spin.payoutPaisa),
    matchesRecord:
      record?.game === 'slots'
        ? sameJson(record.reels, reels) && sameJson(record.lineWins, lineWins)
        : null,
  };
}

function verifyMines(form: VerifyForm, record: VerifyRecord | null): VerifyOutcome {
  const invalid = seedFields(form);
  const mines = wholeNumber(form.mines);
  if (mines === null || !isMineCount(mines)) invalid.push('mines');
  if (invalid.length > 0 || mines === null) return { kind: 'incomplete', invalid };
  const mineTiles = minesFromSeeds(seedsOfForm(form), mines);
  return {
    kind: 'mines',
    hashMatches: hashCheck(form),
    mineTiles,
    matchesRecord:
      record?.game === 'mines'
        ? sameJson(
            [...record.mineTiles].sort((a, b) => a - b),
            mineTiles,
          )
        : null,
  };
}

function chainCheck(
  roundSeed: string,
  link: string,
  roundIndex: number | null,
): { chain: ChainLinkCheck; hashes: number | null } {
  if (link === '') return { chain: 'unchecked', hashes: null };
  if (roundIndex !== null && verifyCrashRoundSeed(roundSeed, roundIndex, link)) {
    return { chain: 'commitment', hashes: roundIndex + 1 };
  }
  // A round's seed hashes to the seed of the round played before it.
  if (verifyCrashChainLink(roundSeed, link)) return { chain: 'before', hashes: null };
  if (verifyCrashChainLink(link, roundSeed)) return { chain: 'next', hashes: null };
  return { chain: 'none', hashes: null };
}

/** A lottery draw: its numbers from the revealed seed and the draw's slot. */
function verifyLottery(form: VerifyForm): VerifyOutcome {
  // A draw's client seed is the lottery's own, so the form asks for none.
  const invalid = seedFields(form).filter((field) => field !== 'clientSeed');
  const slot = wholeNumber(form.nonce);
  if (invalid.length > 0 || slot === null) return { kind: 'incomplete', invalid };
  return {
    kind: 'lottery',
    hashMatches: hashCheck(form),
    numbers: lotteryNumbers(form.serverSeed.trim(), slot),
    // The page names no draw record here: the lottery page holds its draw to the seed itself.
    matchesRecord: null,
  };
}

function verifyCrash(form: VerifyForm, record: VerifyRecord | null): VerifyOutcome {
  const invalid: VerifyField[] = [];
  const roundSeed = form.roundSeed.trim();
  if (!isServerSeed(roundSeed)) invalid.push('roundSeed');
  const salt = form.salt.trim();
  if (salt === '') invalid.push('salt');
  const roundIndex = form.roundIndex.trim() === '' ? null : wholeNumber(form.roundIndex);
  if (form.roundIndex.trim() !== '' && (roundIndex === null || roundIndex > ROUND_INDEX_MAX)) {
    invalid.push('roundIndex');
  }
  if (invalid.length > 0) return { kind: 'incomplete', invalid };
  const crashPoint = crashPointFromRoundSeed(roundSeed, salt) / 100;
  const { chain, hashes } = chainCheck(roundSeed, form.chainLink.trim().toLowerCase(), roundIndex);
  return {
    kind: 'crash',
    crashPoint,
    chain,
    hashesToCommitment: hashes,
    matchesRecord: record?.game === 'crash' ? record.crashPoint === crashPoint : null,
  };
}

export function recompute(form: VerifyForm, record: VerifyRecord | null): VerifyOutcome {
  switch (form.game) {
    case 'slots':
      return verifySlots(form, record);
    case 'mines':
      return verifyMines(form, record);
    case 'crash':
      return verifyCrash(form, record);
    case 'lottery':
      return verifyLottery(form);
    case 'dice':
    case 'limbo':
    case 'wheel':
    case 'plinko':
    case 'keno':
    case 'roulette':
    case 'dragon-tiger':
    case 'fishing':
    case 'seven-up-down':
    case 'baccarat':
    case 'andar-bahar':
    case 'teen-patti':
      return verifyInstant(form.game, form, record);
    case 'jacks-or-better':
    case 'hilo':
    case 'blackjack':
      return verifyStepped(form.game, form, record);
  }
}
