/** Texts of the frame every house page shares. */
import { defineTexts } from './house-language';

export const shellTexts = defineTexts({
  en: {
    originals: 'Khela Originals',
    balance: 'Balance',
    fair: 'Provably fair',
    verify: 'Verify',
    backToGames: 'Back to games',
    loading: 'Loading the game…',
    ended: 'This game session has ended. Close the game and open it again from the games list.',
    offline: 'No connection. Check your internet and try again.',
    failed: 'The game could not be loaded.',
    retry: 'Try again',
    unknownGame: 'This game is not available here.',
    rtp: (percent: string) => `Return to player ${percent}%`,
    games: { crash: 'Crash', slots: 'Slots', mines: 'Mines', verify: 'Verify a round' },
  },
  bn: {
    originals: 'খেলা অরিজিনালস',
    balance: 'ব্যালেন্স',
    fair: 'প্রমাণযোগ্যভাবে ন্যায্য',
    verify: 'যাচাই',
    backToGames: 'গেমে ফিরুন',
    loading: 'গেম লোড হচ্ছে…',
    ended: 'এই গেম সেশন শেষ হয়েছে। গেমটি বন্ধ করে গেমের তালিকা থেকে আবার খুলুন।',
    offline: 'সংযোগ নেই। ইন্টারনেট দেখে আবার চেষ্টা করুন।',
    failed: 'গেমটি লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
    unknownGame: 'এই গেমটি এখানে নেই।',
    rtp: (percent: string) => `প্লেয়ারকে ফেরত ${percent}%`,
    games: { crash: 'ক্র্যাশ', slots: 'স্লটস', mines: 'মাইনস', verify: 'রাউন্ড যাচাই' },
  },
});
