/** Texts of the Plinko page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const plinkoTexts = defineTexts({
  en: {
    rows: 'Rows',
    board: (rows: string, risk: string) => `Plinko board, ${rows} rows, ${risk} risk`,
    landed: (slot: string, multiplier: string) => `Landed in slot ${slot}: ${multiplier}`,
    rules:
      'The ball falls through the rows of pegs and goes left or right at each with an equal chance, one bit of your round’s stream per row; the slot it lands in pays the stake times the multiplier under it. The edges pay most and are reached least. Every board’s multipliers are fitted to return just under 99%, worked out exactly over every path.',
  },
  bn: {
    rows: 'সারি',
    board: (rows: string, risk: string) => `প্লিঙ্কো বোর্ড, ${rows}টি সারি, ${risk} ঝুঁকি`,
    landed: (slot: string, multiplier: string) => `${slot} নম্বর ঘরে পড়েছে: ${multiplier}`,
    rules:
      'বলটি পেরেকের সারি দিয়ে পড়ে আর প্রতিটিতে সমান সম্ভাবনায় বাঁয়ে বা ডানে যায়, প্রতি সারিতে আপনার রাউন্ডের স্ট্রিমের একটি বিট; যে ঘরে পড়ে, তার নিচের গুণক × স্টেক পাবেন। কিনারার ঘরগুলো সবচেয়ে বেশি দেয় আর সবচেয়ে কম আসে। প্রতিটি বোর্ডের গুণক এমনভাবে ঠিক করা যে ফেরত ৯৯% এর সামান্য নিচে, প্রতিটি পথ গুনে হিসাব করা।',
  },
});
