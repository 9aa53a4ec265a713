/** Texts of the Teen Patti page, English and Bangla side by side. */
import type { TeenPattiHand } from '@khela/house-games';
import { defineTexts } from '../shell/house-language';

const handsEn: Record<TeenPattiHand, string> = {
  trail: 'Trail',
  'pure-sequence': 'Pure sequence',
  sequence: 'Sequence',
  colour: 'Colour',
  pair: 'Pair',
  'high-card': 'High card',
};

const handsBn: Record<TeenPattiHand, string> = {
  trail: 'ট্রেইল',
  'pure-sequence': 'পিওর সিকোয়েন্স',
  sequence: 'সিকোয়েন্স',
  colour: 'কালার',
  pair: 'পেয়ার',
  'high-card': 'হাই কার্ড',
};

export const teenPattiTexts = defineTexts({
  en: {
    dealt: 'Dealt by the fair stream, not live',
    player: 'Player',
    dealer: 'Dealer',
    card: (hand: string, index: number) => `${hand} card ${index}`,
    betOn: 'Bet on',
    bets: {
      player: 'Player beats Dealer · pays 0.95 to 1',
      'pair-plus': 'Pair Plus · pays up to 40 to 1',
    },
    hands: handsEn,
    winner: { player: 'Player wins', dealer: 'Dealer wins', tie: 'Equal hands' },
    result: (
      player: string,
      playerHand: string,
      dealer: string,
      dealerHand: string,
      winner: string,
    ) => `Player ${player} (${playerHand}), Dealer ${dealer} (${dealerHand}): ${winner}`,
    rules:
      'Three cards each to the Player and the Dealer from one deck shuffled by your round’s fair stream (no live dealer). Hands rank, best first: trail (three of a kind), pure sequence (a run in one suit), sequence, colour (one suit), pair, high card; ace is high, and A-K-Q is the best run, A-2-3 the next. Player beats Dealer pays 0.95 to 1 and gives the stake back on equal hands. Pair Plus pays on the Player’s hand alone: pair 1 to 1, colour 4 to 1, sequence 6 to 1, pure sequence 30 to 1, trail 40 to 1. Return to player, counted over every deal: Player 97.50%, Pair Plus 97.86%.',
  },
  bn: {
    dealt: 'ন্যায্য স্ট্রিম থেকে বাটা, লাইভ নয়',
    player: 'প্লেয়ার',
    dealer: 'ডিলার',
    card: (hand: string, index: number) => `${hand}-এর তাস ${index}`,
    betOn: 'বাজি ধরুন',
    bets: {
      player: 'প্লেয়ার ডিলারকে হারাবে · ১ এ ০.৯৫ দেয়',
      'pair-plus': 'পেয়ার প্লাস · ১ এ ৪০ পর্যন্ত দেয়',
    },
    hands: handsBn,
    winner: { player: 'প্লেয়ার জিতেছে', dealer: 'ডিলার জিতেছে', tie: 'সমান হাত' },
    result: (
      player: string,
      playerHand: string,
      dealer: string,
      dealerHand: string,
      winner: string,
    ) => `প্লেয়ার ${player} (${playerHand}), ডিলার ${dealer} (${dealerHand}): ${winner}`,
    rules:
      'আপনার রাউন্ডের ন্যায্য স্ট্রিমে শাফল করা একটি ডেক থেকে প্লেয়ার ও ডিলার তিনটি করে তাস পায় (কোনো লাইভ ডিলার নেই)। হাতের ক্রম, সেরা আগে: ট্রেইল (একই র‍্যাঙ্কের তিনটি), পিওর সিকোয়েন্স (একই রঙে ধারাবাহিক), সিকোয়েন্স, কালার (একই রং), পেয়ার, হাই কার্ড; টেক্কা বড়, A-K-Q সেরা ধারা, তারপর A-2-3। প্লেয়ার ডিলারকে হারালে ১ এ ০.৯৫ দেয়, হাত সমান হলে স্টেক ফেরত। পেয়ার প্লাস শুধু প্লেয়ারের হাতে দেয়: পেয়ার ১ এ ১, কালার ১ এ ৪, সিকোয়েন্স ১ এ ৬, পিওর সিকোয়েন্স ১ এ ৩০, ট্রেইল ১ এ ৪০। প্রতিটি বাটা গুনে প্লেয়ারকে ফেরত: প্লেয়ার ৯৭.৫০%, পেয়ার প্লাস ৯৭.৮৬%।',
  },
});
