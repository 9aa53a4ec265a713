/** Texts of the Dice page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const diceTexts = defineTexts({
  en: {
    side: 'Win when the roll is',
    under: 'Roll under',
    over: 'Roll over',
    target: 'Target',
    track: (roll: string) => `The roll, 0.00 to 99.99: ${roll}`,
    trackReady: 'The roll, 0.00 to 99.99: not rolled yet',
    rolled: (roll: string, side: string) => `Rolled ${roll}: ${side}`,
    wonSide: 'a win',
    lostSide: 'no win',
    rules:
      'A roll is a whole number of hundredths from 0.00 to 99.99, all 10,000 equally likely. Choose a target and a side: under wins on a roll below the target, over on a roll above it. A win pays 99 ÷ your chance in percent, so every target returns the same 99%. Chances from 1% to 98%.',
  },
  bn: {
    side: 'রোল যখন জিতবে',
    under: 'নিচে রোল',
    over: 'উপরে রোল',
    target: 'লক্ষ্য',
    track: (roll: string) => `রোল, ০.০০ থেকে ৯৯.৯৯: ${roll}`,
    trackReady: 'রোল, ০.০০ থেকে ৯৯.৯৯: এখনও রোল হয়নি',
    rolled: (roll: string, side: string) => `রোল ${roll}: ${side}`,
    wonSide: 'জয়',
    lostSide: 'জেতা হয়নি',
    rules:
      'একটি রোল ০.০০ থেকে ৯৯.৯৯ পর্যন্ত শতাংশের একটি পূর্ণ সংখ্যা, ১০,০০০টির প্রতিটির সম্ভাবনা সমান। একটি লক্ষ্য ও একটি দিক বেছে নিন: নিচে বাছলে লক্ষ্যের নিচের রোলে জয়, উপরে বাছলে লক্ষ্যের উপরের রোলে। জয়ে পাবেন ৯৯ ÷ শতাংশে আপনার সম্ভাবনা, তাই প্রতিটি লক্ষ্যে ফেরত একই ৯৯%। সম্ভাবনা ১% থেকে ৯৮%।',
  },
});
