/** Texts of the Andar Bahar page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const andarBaharTexts = defineTexts({
  en: {
    dealt: 'Dealt by the fair stream, not live',
    joker: 'Joker',
    andar: 'Andar',
    bahar: 'Bahar',
    cards: (count: string) => `${count} cards`,
    lastCards: (side: string) => `${side}: the last cards dealt`,
    betOn: 'Bet on',
    sides: { andar: 'Andar · pays 0.9 to 1', bahar: 'Bahar · pays 1 to 1' },
    result: (joker: string, side: string, count: string) =>
      `Joker ${joker}: its match fell to ${side} on card ${count}`,
    rules:
      'A joker card is turned up, then cards from the 51 left go one at a time to Andar (first) and Bahar in turn, until a card of the joker’s rank comes; the side it falls on wins. The deck is shuffled anew by your round’s fair stream, with no live dealer. Andar pays 0.9 to 1 and Bahar 1 to 1, because Andar, dealt first, wins slightly more often (51.50%). Return to player, worked out over every place the three matching cards can lie: Andar 97.85%, Bahar 97.00%.',
  },
  bn: {
    dealt: 'ন্যায্য স্ট্রিম থেকে বাটা, লাইভ নয়',
    joker: 'জোকার',
    andar: 'আন্দার',
    bahar: 'বাহার',
    cards: (count: string) => `${count}টি তাস`,
    lastCards: (side: string) => `${side}: শেষের তাসগুলো`,
    betOn: 'বাজি ধরুন',
    sides: { andar: 'আন্দার · ১ এ ০.৯ দেয়', bahar: 'বাহার · ১ এ ১ দেয়' },
    result: (joker: string, side: string, count: string) =>
      `জোকার ${joker}: মিলের তাস ${side}-এ পড়েছে, ${count} নম্বর তাসে`,
    rules:
      'একটি জোকার তাস খোলা হয়, তারপর বাকি ৫১টি থেকে একটি একটি করে তাস আন্দার (প্রথমে) আর বাহারে পালা করে যায়, যতক্ষণ না জোকারের মানের একটি তাস আসে; সেটি যে দিকে পড়ে সেই দিক জেতে। আপনার রাউন্ডের ন্যায্য স্ট্রিম ডেক নতুন করে শাফল করে, কোনো লাইভ ডিলার নেই। আন্দার ১ এ ০.৯ আর বাহার ১ এ ১ দেয়, কারণ প্রথমে পাওয়া আন্দার একটু বেশি জেতে (৫১.৫০%)। মিলের তিনটি তাস যেকোনো জায়গায় থাকার প্রতিটি উপায় গুনে প্লেয়ারকে ফেরত: আন্দার ৯৭.৮৫%, বাহার ৯৭.০০%।',
  },
});
