/** Texts of the lottery page, English and Bangla side by side. */
import { toLocalDigits } from '../../shared/format/format';
import { defineTexts } from '../shell/house-language';

const bn = (value: number | string) => toLocalDigits(String(value), 'bn');

export const lotteryTexts = defineTexts({
  en: {
    loading: 'Loading the draw…',
    loadFailed: 'The draw could not be loaded.',
    offline: 'No connection. Check your internet and try again.',
    retry: 'Try again',
    thisDraw: (number: string) => `Draw #${number}`,
    closesIn: (time: string) => `Sales close in ${time}`,
    drawing: 'Sales closed: drawing…',
    pool: (amount: string) => `Prize pool ${amount}`,
    sold: (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'} sold`,
    commitment: 'Seed hash, published before the first ticket',
    board: 'Pick 5 numbers',
    number: (value: string, picked: boolean) => (picked ? `${value}, picked` : value),
    picked: (count: number) => `${count} of 5 picked`,
    random: 'Random picks',
    clear: 'Clear',
    buy: (price: string) => `Buy ticket · ${price}`,
    buying: 'Buying…',
    pickFive: 'Pick 5 numbers to buy a ticket.',
    notEnough: 'Insufficient balance for a ticket.',
    bought: 'Your ticket is in the draw.',
    refused: 'The ticket could not be bought. Please try again.',
    yourTickets: 'Your tickets in this draw',
    noTickets: 'No tickets in this draw yet.',
    lastDraw: (number: string) => `Last draw #${number}`,
    noLastDraw: 'No draw has been drawn yet.',
    numbersDrawn: 'Numbers drawn',
    winners: (five: number, four: number, three: number) =>
      `Winners: ${five} with 5, ${four} with 4, ${three} with 3`,
    carried: (amount: string) => `Carried to the next draw: ${amount}`,
    yourLastTickets: 'Your tickets in the last draw',
    ticketResult: (matches: number, payout: string) =>
      payout ? `${matches} matched · won ${payout}` : `${matches} matched · no prize`,
    verified: 'Checked here: the seed matches its published hash, and the numbers are the seed’s.',
    notVerified: 'The seed or the numbers do not check out.',
    seed: 'Server seed',
    nonce: (number: string) => `nonce (the draw's slot) ${number}`,
    every: (seconds: number, digits: (value: number) => string) =>
      seconds % 60 === 0 ? `${digits(seconds / 60)} min` : `${digits(seconds)} s`,
    rulesTitle: 'Rules and prizes',
    rules: (price: string, every: string) =>
      `A draw every ${every}. A ticket costs ${price} and picks 5 different numbers from 1 to 30; 5 are drawn. 90% of every draw’s sales goes into its prize pool, shared by the tickets matching 5 numbers (60% of the pool), 4 (25%) and 3 (15%), equally within each. A share nobody wins carries to the next draw’s pool, so over the draws 90% of sales is paid out. Each draw’s numbers come from its own server seed, whose hash is shown before the first ticket is sold and which is revealed after the draw, with the draw’s number as the nonce.`,
  },
  bn: {
    loading: 'ড্র লোড হচ্ছে…',
    loadFailed: 'ড্র লোড করা যায়নি।',
    offline: 'সংযোগ নেই। ইন্টারনেট দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    thisDraw: (number: string) => `ড্র #${number}`,
    closesIn: (time: string) => `বিক্রি বন্ধ হবে ${time} পরে`,
    drawing: 'বিক্রি বন্ধ: ড্র হচ্ছে…',
    pool: (amount: string) => `পুরস্কারের পুল ${amount}`,
    sold: (count: number) => `${bn(count)}টি টিকিট বিক্রি হয়েছে`,
    commitment: 'সিডের হ্যাশ, প্রথম টিকিটের আগে প্রকাশিত',
    board: '৫টি সংখ্যা বাছুন',
    number: (value: string, picked: boolean) => (picked ? `${value}, বাছা হয়েছে` : value),
    picked: (count: number) => `৫টির মধ্যে ${bn(count)}টি বাছা হয়েছে`,
    random: 'এলোমেলো বাছাই',
    clear: 'মুছুন',
    buy: (price: string) => `টিকিট কিনুন · ${price}`,
    buying: 'কেনা হচ্ছে…',
    pickFive: 'টিকিট কিনতে ৫টি সংখ্যা বাছুন।',
    notEnough: 'টিকিটের জন্য পর্যাপ্ত ব্যালেন্স নেই।',
    bought: 'আপনার টিকিট ড্রতে আছে।',
    refused: 'টিকিট কেনা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    yourTickets: 'এই ড্রতে আপনার টিকিট',
    noTickets: 'এই ড্রতে এখনো কোনো টিকিট নেই।',
    lastDraw: (number: string) => `শেষ ড্র #${number}`,
    noLastDraw: 'এখনো কোনো ড্র হয়নি।',
    numbersDrawn: 'যে সংখ্যাগুলো উঠেছে',
    winners: (five: number, four: number, three: number) =>
      `বিজয়ী: ৫টি মিলে ${bn(five)}, ৪টি মিলে ${bn(four)}, ৩টি মিলে ${bn(three)}`,
    carried: (amount: string) => `পরের ড্রতে গেছে: ${amount}`,
    yourLastTickets: 'শেষ ড্রতে আপনার টিকিট',
    ticketResult: (matches: number, payout: string) =>
      payout
        ? `${bn(matches)}টি মিলেছে · জিতেছেন ${payout}`
        : `${bn(matches)}টি মিলেছে · পুরস্কার নেই`,
    verified: 'এখানে যাচাই হয়েছে: সিড তার প্রকাশিত হ্যাশের সাথে মেলে, আর সংখ্যাগুলো সিড থেকেই।',
    notVerified: 'সিড বা সংখ্যাগুলো মেলেনি।',
    seed: 'সার্ভার সিড',
    nonce: (number: string) => `ননস (ড্রর স্লট) ${number}`,
    every: (seconds: number, digits: (value: number) => string) =>
      seconds % 60 === 0 ? `${digits(seconds / 60)} মিনিটে` : `${digits(seconds)} সেকেন্ডে`,
    rulesTitle: 'নিয়ম ও পুরস্কার',
    rules: (price: string, every: string) =>
      `প্রতি ${every} একটি ড্র। একটি টিকিটের দাম ${price}, তাতে ১ থেকে ৩০ এর মধ্যে ৫টি ভিন্ন সংখ্যা বাছা হয়; ৫টি সংখ্যা ওঠে। প্রতিটি ড্রর বিক্রির ৯০% তার পুরস্কারের পুলে যায়, যা ভাগ হয় ৫টি মেলা টিকিটে (পুলের ৬০%), ৪টিতে (২৫%) আর ৩টিতে (১৫%), প্রতিটি ভাগে সমান করে। যে ভাগ কেউ জেতে না তা পরের ড্রর পুলে যায়, তাই সব ড্র মিলিয়ে বিক্রির ৯০% ফেরত দেওয়া হয়। প্রতিটি ড্রর সংখ্যা আসে তার নিজের সার্ভার সিড থেকে, যার হ্যাশ প্রথম টিকিটের আগেই দেখানো হয় আর ড্রর পরে সিড প্রকাশ করা হয়, ড্রর নম্বর ননস হিসেবে।`,
  },
});
