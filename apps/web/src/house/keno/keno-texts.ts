/** Texts of the Keno page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const kenoTexts = defineTexts({
  en: {
    board: 'Numbers 1 to 40: pick up to 10',
    number: (value: string, state: string) => `${value}${state}`,
    picked: ', picked',
    drawnHit: ', drawn: a hit',
    drawnMiss: ', drawn',
    pickSome: 'Pick 1 to 10 numbers.',
    picks: (count: string) => `${count} of 10 picked`,
    randomPicks: 'Random picks',
    clear: 'Clear',
    result: (hits: string, picks: string, drawn: string) =>
      `${hits} of ${picks} hit. Drawn: ${drawn}`,
    paytable: (picks: string) => `Pays for ${picks} picks`,
    hits: 'Hits',
    rules:
      'Pick 1 to 10 numbers from 1 to 40; each round draws 10 of the 40, all equally likely, and pays by how many of your picks were drawn. Each table below is worked out exactly over every possible draw and returns just under 99%.',
  },
  bn: {
    board: '১ থেকে ৪০ পর্যন্ত সংখ্যা: সর্বোচ্চ ১০টি বাছুন',
    number: (value: string, state: string) => `${value}${state}`,
    picked: ', বাছা হয়েছে',
    drawnHit: ', উঠেছে: মিলেছে',
    drawnMiss: ', উঠেছে',
    pickSome: '১ থেকে ১০টি সংখ্যা বাছুন।',
    picks: (count: string) => `১০টির মধ্যে ${count}টি বাছা হয়েছে`,
    randomPicks: 'এলোমেলো বাছাই',
    clear: 'মুছুন',
    result: (hits: string, picks: string, drawn: string) =>
      `${picks}টির মধ্যে ${hits}টি মিলেছে। উঠেছে: ${drawn}`,
    paytable: (picks: string) => `${picks}টি বাছাইয়ে যা পাবেন`,
    hits: 'মিল',
    rules:
      '১ থেকে ৪০ এর মধ্যে ১ থেকে ১০টি সংখ্যা বাছুন; প্রতিটি রাউন্ডে ৪০টির মধ্যে ১০টি সমান সম্ভাবনায় ওঠে, আর আপনার কতগুলো বাছাই উঠল তা দেখে টাকা দেয়। নিচের প্রতিটি টেবিল সম্ভাব্য প্রতিটি ড্র গুনে হিসাব করা এবং ফেরত ৯৯% এর সামান্য নিচে।',
  },
});
