/** Texts of the Crash page, English and Bangla side by side. */
import { houseMessages } from '@khela/contract';
import { defineTexts } from '../shell/house-language';

export const crashTexts = defineTexts({
  en: {
    loading: 'Loading the round…',
    loadFailed: 'The round could not be loaded.',
    offline: 'No connection. Check your internet and try again.',
    retry: 'Try again',
    reconnecting: 'Live connection lost, reconnecting…',
    noRound: 'The next round opens in a moment…',
    nextRoundIn: (seconds: string) => `Next round in ${seconds} s`,
    flying: 'Flying',
    crashedAt: (multiplier: string) => `Crashed at ${multiplier}`,
    multiplierLabel: 'Multiplier',
    history: 'Recent rounds',
    historyEmpty: 'No rounds yet.',
    verifyRound: (multiplier: string) => `Crash point ${multiplier}: verify this round`,
    autoCashout: 'Auto cash-out (optional)',
    autoCashoutHint: 'From 1.01× to 1,000×',
    autoCashoutInvalid: 'Auto cash-out must be between 1.01× and 1,000×, two decimals at most.',
    stakeInvalid: 'Please enter a stake in taka (at most two decimals).',
    panel: 'Your bet',
    placeBet: 'Place bet',
    placing: 'Placing…',
    cashOut: (amount: string) => `Cash out ${amount}`,
    cashingOut: 'Cashing out…',
    waitingForStart: 'Waiting for the round to start',
    yourBet: (stake: string) => `Your bet: ${stake}`,
    yourAuto: (multiplier: string) => `auto cash-out at ${multiplier}`,
    betsClosed: 'Bets are closed for this round. Place your bet when the next round opens.',
    won: (multiplier: string, payout: string) =>
      `You cashed out at ${multiplier} and won ${payout}`,
    lost: (stake: string, multiplier: string) =>
      `You lost ${stake}: the round crashed at ${multiplier}`,
    networkFailed: 'No connection: the request may not have reached us.',
    tryAgain: 'Try again',
    players: 'Bets this round',
    playersEmpty: 'No bets yet this round.',
    playerBet: (stake: string) => `bet ${stake}`,
    playerCashout: (multiplier: string, payout: string) => `cashed out at ${multiplier}: ${payout}`,
  },
  bn: {
    loading: 'রাউন্ড লোড হচ্ছে…',
    loadFailed: 'রাউন্ডটি লোড করা যায়নি।',
    offline: 'সংযোগ নেই। ইন্টারনেট দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    reconnecting: 'লাইভ সংযোগ বিচ্ছিন্ন, আবার যুক্ত হচ্ছে…',
    noRound: 'পরের রাউন্ড এখনই শুরু হবে…',
    nextRoundIn: (seconds: string) => `পরের রাউন্ড ${seconds} সেকেন্ডে`,
    flying: 'উড়ছে',
    crashedAt: (multiplier: string) => `${multiplier}-এ ক্র্যাশ`,
    multiplierLabel: 'গুণক',
    history: 'সাম্প্রতিক রাউন্ড',
    historyEmpty: 'এখনও কোনো রাউন্ড নেই।',
    verifyRound: (multiplier: string) => `ক্র্যাশ পয়েন্ট ${multiplier}: রাউন্ডটি যাচাই করুন`,
    autoCashout: 'অটো ক্যাশ-আউট (ঐচ্ছিক)',
    autoCashoutHint: '১.০১× থেকে ১,০০০×',
    autoCashoutInvalid: 'অটো ক্যাশ-আউট ১.০১× থেকে ১,০০০× এর মধ্যে হতে হবে, সর্বোচ্চ দুই দশমিক।',
    stakeInvalid: 'টাকায় স্টেক লিখুন (সর্বোচ্চ দুই দশমিক)।',
    panel: 'আপনার বাজি',
    placeBet: 'বাজি ধরুন',
    placing: 'বাজি ধরা হচ্ছে…',
    cashOut: (amount: string) => `ক্যাশ আউট ${amount}`,
    cashingOut: 'ক্যাশ আউট হচ্ছে…',
    waitingForStart: 'রাউন্ড শুরুর অপেক্ষা',
    yourBet: (stake: string) => `আপনার বাজি: ${stake}`,
    yourAuto: (multiplier: string) => `${multiplier}-এ অটো ক্যাশ-আউট`,
    betsClosed: 'এই রাউন্ডে বাজি বন্ধ। পরের রাউন্ড খুললে বাজি ধরুন।',
    won: (multiplier: string, payout: string) =>
      `আপনি ${multiplier}-এ ক্যাশ আউট করে ${payout} জিতেছেন`,
    lost: (stake: string, multiplier: string) =>
      `আপনি ${stake} হেরেছেন: রাউন্ডটি ${multiplier}-এ ক্র্যাশ করেছে`,
    networkFailed: 'সংযোগ নেই: অনুরোধটি হয়তো পৌঁছায়নি।',
    tryAgain: 'আবার চেষ্টা করুন',
    players: 'এই রাউন্ডের বাজি',
    playersEmpty: 'এই রাউন্ডে এখনও কোনো বাজি নেই।',
    playerBet: (stake: string) => `বাজি ${stake}`,
    playerCashout: (multiplier: string, payout: string) => `${multiplier}-এ ক্যাশ আউট: ${payout}`,
  },
});

/** The server's messages (English) in Bangla; a message not listed here is shown as sent. */
const houseMessagesBn: Record<keyof typeof houseMessages, string> = {
  stakeRequired: 'স্টেক লিখুন।',
  stakeOutOfRange: 'স্টেক এই গেমের সীমার বাইরে।',
  slotsStakeStep: 'স্লটসের স্টেক ৳০.২০ এর ধাপে।',
  mineCountInvalid: '১ থেকে ২৪টি মাইন বেছে নিন।',
  tileInvalid: 'গ্রিডের একটি ঘর বেছে নিন।',
  tileTaken: 'এই ঘরটি আগেই খোলা।',
  noOpenGame: 'চলমান কোনো গেম নেই।',
  gameInPlay: 'আগে চলমান গেমটি শেষ করুন।',
  cashoutNeedsPick: 'ক্যাশ আউটের আগে অন্তত একটি ঘর খুলুন।',
  clientSeedInvalid: 'ক্লায়েন্ট সিড ১ থেকে ৬৪টি অক্ষর, সংখ্যা বা চিহ্ন, কোনো ফাঁকা জায়গা ছাড়া।',
  rotateWhileInPlay: 'সিড বদলানোর আগে চলমান গেমটি শেষ করুন।',
  wrongGame: 'এই গেম সেশনটি অন্য গেমের জন্য।',
  betsClosed: 'এই রাউন্ডে বাজি বন্ধ। পরের রাউন্ডের অপেক্ষা করুন।',
  alreadyBet: 'এই রাউন্ডে আপনার বাজি আগেই ধরা আছে।',
  noCrashBet: 'এই রাউন্ডে আপনার কোনো বাজি নেই।',
  notFlying: 'রাউন্ডটি এখনও শুরু হয়নি।',
  crashed: 'দেরি হয়ে গেছে: রাউন্ডটি ক্র্যাশ করেছে।',
  cashedOut: 'এই বাজির নিষ্পত্তি আগেই হয়েছে।',
  autoCashoutInvalid: 'অটো ক্যাশ-আউট ১.০১× থেকে ১,০০০× এর মধ্যে হতে হবে।',
  betNotFound: 'বাজিটি পাওয়া যায়নি।',
  roundNotFound: 'রাউন্ডটি পাওয়া যায়নি।',
};

const keyOfMessage = new Map<string, keyof typeof houseMessages>(
  Object.entries(houseMessages).map(([key, message]) => [
    message,
    key as keyof typeof houseMessages,
  ]),
);

/** A server message in the player's language. */
export function localMessage(message: string, language: 'en' | 'bn'): string {
  if (language !== 'bn') return message;
  const key = keyOfMessage.get(message);
  return key ? houseMessagesBn[key] : message;
}
