/**
 * The Slots symbols' names, keyed by the package's names as a recorded spin carries them: the
 * reels, the rules and the verify page's recomputed spin all name a symbol the same way.
 */
import { defineTexts } from '../shell/house-language';

export const symbolNames = defineTexts<Readonly<Record<string, string>>>({
  en: {
    wild: 'Wild',
    seven: 'Seven',
    bar: 'Bar',
    bell: 'Bell',
    melon: 'Melon',
    grapes: 'Grapes',
    lemon: 'Lemon',
    cherry: 'Cherry',
  },
  bn: {
    wild: 'ওয়াইল্ড',
    seven: 'সাত',
    bar: 'বার',
    bell: 'ঘণ্টা',
    melon: 'তরমুজ',
    grapes: 'আঙুর',
    lemon: 'লেবু',
    cherry: 'চেরি',
  },
});
