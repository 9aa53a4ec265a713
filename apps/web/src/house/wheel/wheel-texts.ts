/** Texts of the Wheel page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const wheelTexts = defineTexts({
  en: {
    wheel: (risk: string) => `Wheel of 30 segments, ${risk} risk`,
    stopped: (segment: string, multiplier: string) =>
      `Stopped on segment ${segment}: ${multiplier}`,
    legend: 'Segments',
    legendItem: (multiplier: string, count: string) => `${multiplier} on ${count} of 30`,
    rules:
      'The wheel has 30 equal segments, each marked with a multiplier; the pointer stops on one of them, each equally likely, and the round pays the stake times its multiplier. At every risk the 30 multipliers add up to 29.70×, so each risk returns exactly 99%: higher risk pays more on fewer segments.',
  },
  bn: {
    wheel: (risk: string) => `৩০ ভাগের চাকা, ${risk} ঝুঁকি`,
    stopped: (segment: string, multiplier: string) => `${segment} নম্বর ভাগে থেমেছে: ${multiplier}`,
    legend: 'ভাগগুলো',
    legendItem: (multiplier: string, count: string) => `৩০টির ${count}টিতে ${multiplier}`,
    rules:
      'চাকায় ৩০টি সমান ভাগ, প্রতিটিতে একটি গুণক লেখা; কাঁটা সমান সম্ভাবনায় এর একটিতে থামে, আর রাউন্ড স্টেক × সেই গুণক দেয়। প্রতিটি ঝুঁকিতে ৩০টি গুণকের যোগফল ২৯.৭০×, তাই প্রতিটি ঝুঁকিতে ফেরত ঠিক ৯৯%: বেশি ঝুঁকিতে কম ভাগে বেশি দেয়।',
  },
});
