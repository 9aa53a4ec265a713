/** Texts of the Mines page, English and Bangla side by side. */
import { casinoMessages, houseMessages, type Language } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { defineTexts } from '../shell/house-language';

const bnNumber = (value: number) => toLocalDigits(String(value), 'bn');

export const minesTexts = defineTexts({
  en: {
    loading: 'Loading your game…',
    loadFailed: 'Your game could not be loaded.',
    offline: 'No connection. Check your internet and try again.',
    retry: 'Try again',
    mineCount: 'Mines',
    mineCountHint: 'More mines, bigger wins.',
    fewerMines: 'Fewer mines',
    moreMines: 'More mines',
    mineChoice: (count: number) => `${count} ${count === 1 ? 'mine' : 'mines'}`,
    start: 'Start',
    starting: 'Starting…',
    grid: 'Mines grid',
    tile: (number: number) => `Tile ${number}`,
    tileGem: (number: number) => `Tile ${number}, gem`,
    tileMine: (number: number) => `Tile ${number}, mine`,
    tileMineHit: (number: number) => `Tile ${number}, the mine you hit`,
    setupHint: 'Pick a stake and the mines, then Start.',
    playHint: 'Tap a tile. A gem raises the multiplier; a mine ends the game.',
    multiplier: 'Multiplier',
    nextTile: (multiplier: string) => `Next tile: ${multiplier}`,
    noTileLeft: 'Every safe tile is open.',
    cashOut: (amount: string) => `Cash out ${amount}`,
    cashOutNeedsPick: 'Open a tile to cash out',
    cashingOut: 'Cashing out…',
    won: (amount: string, multiplier: string) => `You won ${amount} at ${multiplier}.`,
    lost: (stake: string) => `Boom! You hit a mine and lost ${stake}.`,
    playAgain: 'Play again',
    verifyGame: 'Verify this game',
    stakeInvalid: 'Please enter a stake within the limits.',
    rules: 'Rules',
    rulesTitle: 'How Mines works',
    close: 'Close',
    rulesLoading: 'Loading the rules…',
    rulesFailed: 'The rules could not be loaded.',
    rulesRtp: (percent: string) =>
      `Return to player: ${percent}% whatever you pick and whenever you stop.`,
    rulesGrid: (min: number, max: number) =>
      `The grid has 25 tiles. Choose ${min} to ${max} mines; they are placed when you start, from your seeds, and shown when the game ends.`,
    rulesPay:
      'Every gem raises the multiplier. Cash out at any time after the first gem to be paid stake × multiplier; a mine loses the stake.',
    rulesFormula: 'After k gems the multiplier is',
    rulesCap: (multiplier: string) => `A win pays at most ${multiplier} the stake.`,
    rulesTable: (count: number) => `Multipliers with ${count} ${count === 1 ? 'mine' : 'mines'}`,
    rulesGems: 'Gems',
    rulesFair: 'Every game can be checked on the verify page once you change seeds.',
  },
  bn: {
    loading: 'আপনার গেম লোড হচ্ছে…',
    loadFailed: 'আপনার গেম লোড করা যায়নি।',
    offline: 'সংযোগ নেই। ইন্টারনেট দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    mineCount: 'মাইন',
    mineCountHint: 'বেশি মাইন, বড় জয়।',
    fewerMines: 'মাইন কমান',
    moreMines: 'মাইন বাড়ান',
    mineChoice: (count: number) => `${bnNumber(count)}টি মাইন`,
    start: 'শুরু করুন',
    starting: 'শুরু হচ্ছে…',
    grid: 'মাইনস গ্রিড',
    tile: (number: number) => `ঘর ${bnNumber(number)}`,
    tileGem: (number: number) => `ঘর ${bnNumber(number)}, রত্ন`,
    tileMine: (number: number) => `ঘর ${bnNumber(number)}, মাইন`,
    tileMineHit: (number: number) => `ঘর ${bnNumber(number)}, যে মাইনে লেগেছে`,
    setupHint: 'স্টেক আর মাইন বেছে শুরু করুন চাপুন।',
    playHint: 'একটি ঘরে চাপুন। রত্ন পেলে গুণক বাড়ে; মাইনে গেম শেষ।',
    multiplier: 'গুণক',
    nextTile: (multiplier: string) => `পরের ঘর: ${multiplier}`,
    noTileLeft: 'সব নিরাপদ ঘর খোলা হয়েছে।',
    cashOut: (amount: string) => `ক্যাশ আউট ${amount}`,
    cashOutNeedsPick: 'ক্যাশ আউটের জন্য একটি ঘর খুলুন',
    cashingOut: 'ক্যাশ আউট হচ্ছে…',
    won: (amount: string, multiplier: string) => `আপনি ${multiplier} গুণকে ${amount} জিতেছেন।`,
    lost: (stake: string) => `বুম! মাইনে লেগে ${stake} হেরেছেন।`,
    playAgain: 'আবার খেলুন',
    verifyGame: 'এই গেমটি যাচাই করুন',
    stakeInvalid: 'সীমার মধ্যে একটি স্টেক লিখুন।',
    rules: 'নিয়ম',
    rulesTitle: 'মাইনস যেভাবে খেলবেন',
    close: 'বন্ধ করুন',
    rulesLoading: 'নিয়ম লোড হচ্ছে…',
    rulesFailed: 'নিয়ম লোড করা যায়নি।',
    rulesRtp: (percent: string) => `প্লেয়ারকে ফেরত: ${percent}%, যে ঘরই বাছুন আর যখনই থামুন।`,
    rulesGrid: (min: number, max: number) =>
      `গ্রিডে ২৫টি ঘর। ${bnNumber(min)} থেকে ${bnNumber(max)}টি মাইন বাছুন; শুরু করার সময় আপনার সিড থেকে মাইন বসানো হয়, গেম শেষে দেখানো হয়।`,
    rulesPay:
      'প্রতিটি রত্নে গুণক বাড়ে। প্রথম রত্নের পরে যেকোনো সময় ক্যাশ আউট করলে স্টেক × গুণক পাবেন; মাইনে লাগলে স্টেক হারাবেন।',
    rulesFormula: 'k টি রত্নের পরে গুণক',
    rulesCap: (multiplier: string) => `একটি জয়ে সর্বোচ্চ স্টেকের ${multiplier} পর্যন্ত পাওয়া যায়।`,
    rulesTable: (count: number) => `${bnNumber(count)}টি মাইনে গুণক`,
    rulesGems: 'রত্ন',
    rulesFair: 'সিড বদলালে যাচাই পাতায় প্রতিটি গেম মিলিয়ে দেখা যায়।',
  },
});

/** The server's messages a Mines player can meet, in Bangla; others are shown as sent. */
const banglaMessages: Readonly<Record<string, string>> = {
  [houseMessages.stakeRequired]: 'একটি স্টেক লিখুন।',
  [houseMessages.stakeOutOfRange]: 'স্টেক এই গেমের সীমার বাইরে।',
  [houseMessages.mineCountInvalid]: '১ থেকে ২৪টি মাইন বাছুন।',
  [houseMessages.tileInvalid]: 'গ্রিডের একটি ঘর বাছুন।',
  [houseMessages.tileTaken]: 'এই ঘরটি আগেই খোলা হয়েছে।',
  [houseMessages.noOpenGame]: 'এখন কোনো গেম চলছে না।',
  [houseMessages.gameInPlay]: 'আগে চলমান গেমটি শেষ করুন।',
  [houseMessages.cashoutNeedsPick]: 'ক্যাশ আউটের আগে অন্তত একটি ঘর খুলুন।',
  [houseMessages.wrongGame]: 'এই গেম সেশনটি অন্য গেমের জন্য।',
  [casinoMessages.insufficientBalance]: 'পর্যাপ্ত ব্যালেন্স নেই।',
};

export function minesServerMessage(message: string, language: Language): string {
  return language === 'bn' ? (banglaMessages[message] ?? message) : message;
}
