/** Texts of the Jacks or Better page, English and Bangla side by side. */
import type { PokerHand } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { defineTexts } from '../shell/house-language';

const handsEn: Record<PokerHand, string> = {
  'royal-flush': 'Royal flush',
  'straight-flush': 'Straight flush',
  'four-of-a-kind': 'Four of a kind',
  'full-house': 'Full house',
  flush: 'Flush',
  straight: 'Straight',
  'three-of-a-kind': 'Three of a kind',
  'two-pair': 'Two pair',
  'jacks-or-better': 'Jacks or better',
  nothing: 'No win',
};

const handsBn: Record<PokerHand, string> = {
  'royal-flush': 'রয়্যাল ফ্লাশ',
  'straight-flush': 'স্ট্রেইট ফ্লাশ',
  'four-of-a-kind': 'ফোর অফ আ কাইন্ড',
  'full-house': 'ফুল হাউস',
  flush: 'ফ্লাশ',
  straight: 'স্ট্রেইট',
  'three-of-a-kind': 'থ্রি অফ আ কাইন্ড',
  'two-pair': 'টু পেয়ার',
  'jacks-or-better': 'জ্যাকস অর বেটার',
  nothing: 'জেতা হয়নি',
};

export const jacksOrBetterTexts = defineTexts({
  en: {
    deal: 'Deal',
    dealing: 'Dealing…',
    draw: 'Draw',
    drawing: 'Drawing…',
    hands: handsEn,
    paytable: 'Paytable (times the stake)',
    card: (place: number) => `Card ${place}`,
    cardBack: (place: number) => `Card ${place}, face down`,
    held: 'Held',
    holdHint: 'Tap the cards to keep, then Draw. The others are replaced.',
    dealtHand: (hand: string) => `Dealt: ${hand}`,
    dealt: 'Dealt by the fair stream, not live',
    rules:
      'Five cards are dealt from a 52-card deck shuffled by your round’s fair stream. Keep any of them and draw: each card not kept is replaced by the next card of the same shuffle. The final hand pays by the table, in times the stake; a pair of jacks, queens, kings or aces gives the stake back. This is the full-pay 9/6 table: with the best hold on every deal the return to player is 99.54%, counted over all 2,598,960 deals; other holds return less.',
  },
  bn: {
    deal: 'ডিল',
    dealing: 'ডিল হচ্ছে…',
    draw: 'ড্র',
    drawing: 'ড্র হচ্ছে…',
    hands: handsBn,
    paytable: 'পে-টেবিল (স্টেকের গুণ)',
    card: (place: number) => `কার্ড ${toLocalDigits(String(place), 'bn')}`,
    cardBack: (place: number) => `কার্ড ${toLocalDigits(String(place), 'bn')}, উল্টানো`,
    held: 'রাখা',
    holdHint: 'যে কার্ডগুলো রাখবেন তাতে চাপুন, তারপর ড্র করুন। বাকিগুলো বদলে যাবে।',
    dealtHand: (hand: string) => `ডিল হয়েছে: ${hand}`,
    dealt: 'ন্যায্য স্ট্রিম থেকে বাটা, লাইভ নয়',
    rules:
      'আপনার রাউন্ডের ন্যায্য স্ট্রিমে শাফল করা ৫২ তাসের ডেক থেকে পাঁচটি কার্ড দেওয়া হয়। যেকোনোগুলো রেখে ড্র করুন: না রাখা প্রতিটি কার্ড একই শাফলের পরের কার্ড দিয়ে বদলে যায়। শেষ হাত টেবিল অনুযায়ী স্টেকের গুণে পায়; জ্যাক, কুইন, কিং বা টেক্কার জোড়া স্টেক ফেরত দেয়। এটি পূর্ণ ৯/৬ টেবিল: প্রতিটি ডিলে সেরা কার্ড রাখলে প্লেয়ারকে ফেরত ৯৯.৫৪%, ২৫,৯৮,৯৬০টি ডিল গুনে; অন্যভাবে রাখলে কম।',
  },
});
