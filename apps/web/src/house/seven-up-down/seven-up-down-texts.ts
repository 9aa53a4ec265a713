/** Texts of the 7 Up 7 Down page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const sevenUpDownTexts = defineTexts({
  en: {
    rolled: 'Rolled by the fair stream, not live',
    dice: (first: string, second: string, sum: string) => `Dice ${first} and ${second}: ${sum}`,
    diceReady: 'The dice have not been rolled yet',
    betOn: 'Bet on the sum of the two dice',
    sides: { down: '7 Down (2–6)', seven: 'Exactly 7', up: '7 Up (8–12)' },
    pays: (side: string, pays: string) => `${side} · pays ${pays}`,
    result: (sum: string, side: string) => `The dice add up to ${sum}: ${side}`,
    rules:
      'Two dice are rolled by your round’s fair stream, each of the 36 rolls equally likely. 7 Down wins on a sum of 2 to 6 and 7 Up on 8 to 12, each on 15 of the 36 rolls, paying 2.30 times the stake; Exactly 7 wins on 6 rolls and pays 5.75 times. Every bet returns exactly 95.83%.',
  },
  bn: {
    rolled: 'ন্যায্য স্ট্রিম থেকে চালা, লাইভ নয়',
    dice: (first: string, second: string, sum: string) => `ছক্কা ${first} আর ${second}: ${sum}`,
    diceReady: 'ছক্কা এখনও চালা হয়নি',
    betOn: 'দুই ছক্কার যোগফলে বাজি ধরুন',
    sides: { down: '৭ ডাউন (২–৬)', seven: 'ঠিক ৭', up: '৭ আপ (৮–১২)' },
    pays: (side: string, pays: string) => `${side} · দেয় ${pays}`,
    result: (sum: string, side: string) => `ছক্কার যোগফল ${sum}: ${side}`,
    rules:
      'আপনার রাউন্ডের ন্যায্য স্ট্রিম দুটি ছক্কা চালে, ৩৬টি চালের প্রতিটির সম্ভাবনা সমান। ৭ ডাউন জেতে যোগফল ২ থেকে ৬ হলে আর ৭ আপ ৮ থেকে ১২ হলে, প্রতিটি ৩৬টির ১৫টিতে, স্টেকের ২.৩০ গুণ দেয়; ঠিক ৭ জেতে ৬টিতে আর ৫.৭৫ গুণ দেয়। প্রতিটি বাজিতে ফেরত ঠিক ৯৫.৮৩%।',
  },
});
