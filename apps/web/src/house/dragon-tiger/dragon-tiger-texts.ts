/** Texts of the Dragon Tiger page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const dragonTigerTexts = defineTexts({
  en: {
    dealt: 'Dealt by the fair stream, not live',
    dragon: 'Dragon',
    tiger: 'Tiger',
    tie: 'Tie',
    betOn: 'Bet on',
    pays: (side: string, pays: string) => `${side} · ${pays}`,
    evenMoney: 'pays 1 to 1',
    tiePays: 'pays 15 to 1',
    winner: { dragon: 'Dragon wins', tiger: 'Tiger wins', tie: 'A tie' },
    round: (dragon: string, tiger: string, winner: string) =>
      `Dragon ${dragon}, Tiger ${tiger}: ${winner}`,
    rules:
      'One card to the Dragon and one to the Tiger, dealt from a freshly shuffled 52-card deck every round by your round’s fair stream (no live dealer). The higher card wins; ace is low, king high, suits do not count. Dragon and Tiger pay 1 to 1 and give back half the stake on a tie; Tie pays 15 to 1. Return to player: Dragon or Tiger 97.06%, Tie 94.12%, counted over all 2,652 deals.',
  },
  bn: {
    dealt: 'ন্যায্য স্ট্রিম থেকে বাটা, লাইভ নয়',
    dragon: 'ড্রাগন',
    tiger: 'টাইগার',
    tie: 'টাই',
    betOn: 'বাজি ধরুন',
    pays: (side: string, pays: string) => `${side} · ${pays}`,
    evenMoney: '১ এ ১ দেয়',
    tiePays: '১ এ ১৫ দেয়',
    winner: { dragon: 'ড্রাগন জিতেছে', tiger: 'টাইগার জিতেছে', tie: 'টাই' },
    round: (dragon: string, tiger: string, winner: string) =>
      `ড্রাগন ${dragon}, টাইগার ${tiger}: ${winner}`,
    rules:
      'প্রতিটি রাউন্ডে আপনার রাউন্ডের ন্যায্য স্ট্রিম নতুন করে শাফল করা ৫২ তাসের ডেক থেকে ড্রাগনকে একটি আর টাইগারকে একটি তাস দেয় (কোনো লাইভ ডিলার নেই)। বড় তাস জেতে; টেক্কা সবচেয়ে ছোট, সাহেব সবচেয়ে বড়, রং গোনা হয় না। ড্রাগন ও টাইগার ১ এ ১ দেয় আর টাই হলে স্টেকের অর্ধেক ফেরত দেয়; টাই ১ এ ১৫ দেয়। প্লেয়ারকে ফেরত: ড্রাগন বা টাইগার ৯৭.০৬%, টাই ৯৪.১২%, ২,৬৫২টি বাটা গুনে।',
  },
});
