/**
 * The Bangla of the casino wallet's and the house games' player texts, by catalogue code: its own
 * file so the house game pages (a small bundle of their own) carry these without the whole
 * catalogue. `bnMessages` (messages-bn.ts) includes them.
 */
import type { PlayerMessageCode } from './message-catalogue.js';

type GamesMessageCode = Extract<PlayerMessageCode, `casino.${string}` | `house.${string}`>;

export const gamesBnMessages: Record<GamesMessageCode, string> = {
  // casino
  'casino.insufficientBalance': 'পর্যাপ্ত ব্যালেন্স নেই।',
  'casino.roundClosed': 'এই রাউন্ডটি ইতিমধ্যে শেষ হয়ে গেছে।',
  'casino.unknownRound': 'এই রাউন্ডটি পাওয়া যায়নি।',
  'casino.noOpenBet': 'এই রাউন্ডে কোনো খোলা বাজি নেই।',
  'casino.roundOfAnotherPlayer': 'এই রাউন্ডটি অন্য একজন প্লেয়ারের।',
  'casino.betRolledBack': 'এই বাজিটি পৌঁছানোর আগেই বাতিল করা হয়েছে।',
  'casino.transactionConflict': 'এই লেনদেন আইডি আগেই ভিন্ন তথ্য দিয়ে ব্যবহার করা হয়েছে।',
  'casino.notRollbackable': 'শুধু খোলা রাউন্ডের বাজিই রোলব্যাক করা যায়।',
  'casino.currencyMismatch': 'পরিমাণটি প্লেয়ারের মুদ্রায় নয়।',
  'casino.playerUnavailable': 'এই প্লেয়ার এই মুহূর্তে খেলতে পারবেন না।',
  'casino.marketBlocked': 'এই প্লেয়ারের জন্য গেম ব্লক করা আছে।',
  'casino.sessionExpired': 'আপনার গেম সেশন শেষ হয়ে গেছে। অনুগ্রহ করে গেমটি আবার খুলুন।',
  'casino.signatureInvalid': 'অনুরোধের সিগনেচার সঠিক নয়।',
  'casino.providerUnknown': 'এই গেম প্রোভাইডার কনফিগার করা নেই।',
  // house
  'house.stakeRequired': 'অনুগ্রহ করে স্টেক লিখুন।',
  'house.stakeOutOfRange': 'স্টেক এই গেমের সীমার বাইরে।',
  'house.slotsStakeStep': 'স্লটসের স্টেক ৳০.২০ এর ধাপে হয়।',
  'house.mineCountInvalid': 'অনুগ্রহ করে ১ থেকে ২৪টি মাইন বেছে নিন।',
  'house.tileInvalid': 'অনুগ্রহ করে গ্রিডের একটি টাইল বেছে নিন।',
  'house.tileTaken': 'এই টাইলটি আগেই খোলা হয়েছে।',
  'house.noOpenGame': 'কোনো গেম চলছে না।',
  'house.gameInPlay': 'আগে চলমান গেমটি শেষ করুন।',
  'house.cashoutNeedsPick': 'ক্যাশ আউট করার আগে কমপক্ষে একটি টাইল খুলুন।',
  'house.clientSeedInvalid':
    'ক্লায়েন্ট সিড ১ থেকে ৬৪টি অক্ষর, সংখ্যা বা চিহ্নের হতে হবে, কোনো স্পেস ছাড়া।',
  'house.rotateWhileInPlay': 'সিড পরিবর্তন করার আগে চলমান গেমটি শেষ করুন।',
  'house.gameSwitchedOff': 'এই গেমটি এখন বন্ধ আছে। চলমান রাউন্ড শেষ করা যাবে।',
  'house.wrongGame': 'এই গেম সেশনটি অন্য একটি গেমের।',
  'house.betsClosed': 'এই রাউন্ডের বাজি বন্ধ হয়ে গেছে। অনুগ্রহ করে পরের রাউন্ডের জন্য অপেক্ষা করুন।',
  'house.alreadyBet': 'এই রাউন্ডে আপনার ইতিমধ্যে একটি বাজি আছে।',
  'house.noCrashBet': 'এই রাউন্ডে আপনার কোনো বাজি নেই।',
  'house.notFlying': 'রাউন্ডটি এখনও শুরু হয়নি।',
  'house.crashed': 'দেরি হয়ে গেছে: রাউন্ডটি ক্র্যাশ করেছে।',
  'house.cashedOut': 'এই বাজিটি ইতিমধ্যে নিষ্পত্তি হয়ে গেছে।',
  'house.autoCashoutInvalid': 'অটো ক্যাশ আউট ১.০১× থেকে ১০০০× এর মধ্যে হতে হবে।',
  'house.diceSideInvalid': 'অনুগ্রহ করে কম না বেশি রোল বেছে নিন।',
  'house.diceTargetInvalid': 'অনুগ্রহ করে এমন লক্ষ্য বেছে নিন যাতে জেতার সম্ভাবনা ১% থেকে ৯৮%।',
  'house.limboTargetInvalid': 'লক্ষ্য ১.০১× থেকে ১০০০× এর মধ্যে হতে হবে।',
  'house.riskInvalid': 'অনুগ্রহ করে কম, মাঝারি বা বেশি ঝুঁকি বেছে নিন।',
  'house.plinkoRowsInvalid': 'অনুগ্রহ করে ৮ থেকে ১৬টি সারি বেছে নিন।',
  'house.kenoPicksInvalid': 'অনুগ্রহ করে ১ থেকে ৪০ এর মধ্যে ১ থেকে ১০টি আলাদা সংখ্যা বেছে নিন।',
  'house.rouletteBetInvalid':
    'অনুগ্রহ করে টেবিলের একটি বাজি বেছে নিন: একটি সংখ্যা, স্প্লিট, স্ট্রিট, কর্নার, লাইন বা বাইরের বাজি।',
  'house.dragonTigerSideInvalid': 'অনুগ্রহ করে ড্রাগন, টাইগার বা টাই-তে বাজি ধরুন।',
  'house.fishInvalid': 'অনুগ্রহ করে একটি মাছের দিকে তাক করুন।',
  'house.sevenUpDownSideInvalid': 'অনুগ্রহ করে ৭ ডাউন, ৭ বা ৭ আপ-এ বাজি ধরুন।',
  'house.baccaratSideInvalid': 'অনুগ্রহ করে প্লেয়ার, ব্যাংকার বা টাই-তে বাজি ধরুন।',
  'house.andarBaharSideInvalid': 'অনুগ্রহ করে আন্দার বা বাহার-এ বাজি ধরুন।',
  'house.teenPattiBetInvalid': 'অনুগ্রহ করে প্লেয়ার বা পেয়ার প্লাস-এ বাজি ধরুন।',
  'house.blackjackActionInvalid': 'অনুগ্রহ করে হিট, স্ট্যান্ড, ডাবল, স্প্লিট বা ইনস্যুরেন্স বেছে নিন।',
  'house.blackjackActionNotOpen': 'এই হাতে এই চাল এখন নেওয়া যায় না।',
  'house.lotteryPicksInvalid': 'অনুগ্রহ করে ১ থেকে ৩০ এর মধ্যে ৫টি ভিন্ন সংখ্যা বাছুন।',
  'house.heldInvalid': 'অনুগ্রহ করে পাঁচটি কার্ডের কোনগুলো রাখবেন তা বেছে নিন।',
  'house.hiloGuessInvalid': 'অনুগ্রহ করে বড়, ছোট বা সমান অনুমান করুন, অথবা কার্ডটি বাদ দিন।',
  'house.hiloGuessCannotWin': 'এই কার্ডে এই অনুমান জিততে পারে না: অন্যটি বেছে নিন।',
  'house.hiloNoSkipsLeft': 'এই রাউন্ডে আর কোনো স্কিপ বাকি নেই।',
  'house.cashoutNeedsGuess': 'ক্যাশ আউট করার আগে কমপক্ষে একটি অনুমান জিতুন।',
  'house.betNotFound': 'বেটটি পাওয়া যায়নি।',
  'house.roundNotFound': 'রাউন্ড পাওয়া যায়নি।',
};

/** A games refusal in Bangla by its code, or undefined for a code of another area. */
export function gamesBnMessage(code: string | undefined): string | undefined {
  return code === undefined ? undefined : (gamesBnMessages as Record<string, string>)[code];
}
