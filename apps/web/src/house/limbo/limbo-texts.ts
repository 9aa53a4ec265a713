/** Texts of the Limbo page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const limboTexts = defineTexts({
  en: {
    target: 'Target multiplier',
    targetHint: 'From 1.01× to 1,000×, two decimals.',
    targetInvalid: 'Enter a target from 1.01 to 1000, at most two decimals.',
    result: (value: string) => `Result ${value}`,
    resultReady: 'The result shows here',
    aimFor: (target: string) => `Target ${target}`,
    reached: (result: string, target: string) => `Result ${result}: it reached ${target}`,
    missed: (result: string, target: string) => `Result ${result}: short of ${target}`,
    rules:
      'Name a target multiplier. Each round draws a result of 0.99× or more; when it reaches your target, you win the stake times the target. The result reaches a target t with a chance of exactly 99% ÷ t, so every target returns 99%.',
  },
  bn: {
    target: 'লক্ষ্য গুণক',
    targetHint: '১.০১× থেকে ১০০০×, দুই দশমিক ঘর।',
    targetInvalid: '১.০১ থেকে ১০০০ এর মধ্যে লক্ষ্য লিখুন, সর্বোচ্চ দুই দশমিক ঘর।',
    result: (value: string) => `ফলাফল ${value}`,
    resultReady: 'ফলাফল এখানে দেখাবে',
    aimFor: (target: string) => `লক্ষ্য ${target}`,
    reached: (result: string, target: string) => `ফলাফল ${result}: ${target} ছুঁয়েছে`,
    missed: (result: string, target: string) => `ফলাফল ${result}: ${target} এর কম`,
    rules:
      'একটি লক্ষ্য গুণক বলুন। প্রতিটি রাউন্ডে ০.৯৯× বা তার বেশি একটি ফলাফল আসে; ফলাফল আপনার লক্ষ্য ছুঁলে স্টেক × লক্ষ্য জেতেন। ফলাফল t লক্ষ্য ছোঁয়ার সম্ভাবনা ঠিক ৯৯% ÷ t, তাই প্রতিটি লক্ষ্যে ফেরত ৯৯%।',
  },
});
