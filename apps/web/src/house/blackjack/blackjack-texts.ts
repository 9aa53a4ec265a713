/** Texts of the Blackjack page, English and Bangla side by side. */
import type { BlackjackAction } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';
import { defineTexts } from '../shell/house-language';

type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

const bn = (value: number) => toLocalDigits(String(value), 'bn');

export const blackjackTexts = defineTexts({
  en: {
    deal: 'Deal',
    dealing: 'Dealing…',
    dealt: 'Dealt by the fair stream from an endless shoe, not live',
    dealer: 'Dealer',
    hand: (number: number, of: number) => (of > 1 ? `Hand ${number}` : 'Your hand'),
    card: (owner: string, index: number) => `${owner} card ${index}`,
    total: (total: number, soft: boolean) => (soft ? `soft ${total}` : String(total)),
    playing: 'playing',
    actions: {
      hit: 'Hit',
      stand: 'Stand',
      double: 'Double',
      split: 'Split',
      insurance: 'Insurance',
    } satisfies Record<BlackjackAction, string>,
    busy: 'Dealing the card…',
    results: {
      blackjack: 'Blackjack',
      win: 'Win',
      push: 'Push',
      lose: 'Lose',
      bust: 'Bust',
    } satisfies Record<HandResult, string>,
    insured: (amount: string) => `Insurance ${amount}`,
    staked: (amount: string) => `On the table: ${amount}`,
    hint: 'Hit for a card, Stand to keep your total. Double doubles the stake for one card.',
    rules:
      'European blackjack from an endless shoe: every card is one of the 52 with equal chance, dealt by your round’s fair stream. You get two cards and the dealer one; the dealer’s second card comes after you finish (no hole card). Blackjack pays 3 to 2, a win 1 to 1, a tie gives the stake back. Double on any first two cards, after a split too; split one pair of equal value once (split aces take one card each). When the dealer shows an ace you may insure for half your stake, paid 2 to 1 if the dealer makes blackjack. The dealer stands on every 17. A dealer blackjack takes only your original stake: doubled and split stakes come back. With basic strategy the return to player is 99.43% of the original stake.',
  },
  bn: {
    deal: 'ডিল',
    dealing: 'ডিল হচ্ছে…',
    dealt: 'অফুরন্ত শু থেকে ন্যায্য স্ট্রিমে বাটা, লাইভ নয়',
    dealer: 'ডিলার',
    hand: (number: number, of: number) => (of > 1 ? `হাত ${bn(number)}` : 'আপনার হাত'),
    card: (owner: string, index: number) => `${owner}-এর তাস ${bn(index)}`,
    total: (total: number, soft: boolean) => (soft ? `সফট ${bn(total)}` : bn(total)),
    playing: 'চলছে',
    actions: {
      hit: 'হিট',
      stand: 'স্ট্যান্ড',
      double: 'ডাবল',
      split: 'স্প্লিট',
      insurance: 'ইনস্যুরেন্স',
    } satisfies Record<BlackjackAction, string>,
    busy: 'তাস দেওয়া হচ্ছে…',
    results: {
      blackjack: 'ব্ল্যাকজ্যাক',
      win: 'জয়',
      push: 'সমান',
      lose: 'হার',
      bust: 'বাস্ট',
    } satisfies Record<HandResult, string>,
    insured: (amount: string) => `ইনস্যুরেন্স ${amount}`,
    staked: (amount: string) => `টেবিলে: ${amount}`,
    hint: 'তাস নিতে হিট, মোট রাখতে স্ট্যান্ড। ডাবল স্টেক দ্বিগুণ করে একটি তাস দেয়।',
    rules:
      'অফুরন্ত শু থেকে ইউরোপীয় ব্ল্যাকজ্যাক: প্রতিটি তাস ৫২টির যেকোনোটি সমান সম্ভাবনায়, আপনার রাউন্ডের ন্যায্য স্ট্রিম থেকে। আপনি দুটি তাস পান, ডিলার একটি; ডিলারের দ্বিতীয় তাস আসে আপনি শেষ করার পরে (কোনো হোল কার্ড নেই)। ব্ল্যাকজ্যাক ১ এ ১.৫, জয় ১ এ ১ দেয়, সমান হলে স্টেক ফেরত। প্রথম দুটি তাসে ডাবল করা যায়, স্প্লিটের পরেও; একই মানের একটি জোড়া একবার স্প্লিট করা যায় (স্প্লিট টেক্কা একটি করে তাস পায়)। ডিলার টেক্কা দেখালে স্টেকের অর্ধেক দিয়ে ইনস্যুরেন্স নেওয়া যায়, ডিলার ব্ল্যাকজ্যাক পেলে ১ এ ২ দেয়। ডিলার প্রতিটি ১৭-তে থামে। ডিলারের ব্ল্যাকজ্যাক শুধু আপনার মূল স্টেক নেয়: ডাবল ও স্প্লিটের স্টেক ফেরত আসে। বেসিক স্ট্র্যাটেজিতে প্লেয়ারকে ফেরত মূল স্টেকের ৯৯.৪৩%।',
  },
});
