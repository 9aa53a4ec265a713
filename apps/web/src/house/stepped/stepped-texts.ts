/** Texts every stepped game page shares (loading, starting, the round's end), English and Bangla. */
import { defineTexts } from '../shell/house-language';

export const steppedTexts = defineTexts({
  en: {
    loading: 'Loading your game…',
    loadFailed: 'Your game could not be loaded.',
    offline: 'No connection. Check your internet and try again.',
    refused: 'That step could not be taken. Please try again.',
    retry: 'Try again',
    won: (amount: string, multiplier: string) => `You won ${amount} (${multiplier}).`,
    push: (amount: string) => `Your stake of ${amount} comes back.`,
    lost: (stake: string) => `No win: the stake of ${stake} is lost.`,
    verifyRound: 'Verify this round',
  },
  bn: {
    loading: 'আপনার গেম লোড হচ্ছে…',
    loadFailed: 'আপনার গেম লোড করা যায়নি।',
    offline: 'সংযোগ নেই। ইন্টারনেট দেখে আবার চেষ্টা করুন।',
    refused: 'এই ধাপটি নেওয়া যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
    won: (amount: string, multiplier: string) => `আপনি জিতেছেন ${amount} (${multiplier})।`,
    push: (amount: string) => `আপনার ${amount} স্টেক ফেরত এসেছে।`,
    lost: (stake: string) => `জেতা হয়নি: ${stake} স্টেক গেছে।`,
    verifyRound: 'এই রাউন্ড যাচাই করুন',
  },
});
