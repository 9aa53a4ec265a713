/** Texts of the Baccarat page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const baccaratTexts = defineTexts({
  en: {
    dealt: 'Dealt by the fair stream from an endless shoe, not live',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    card: (hand: string, index: number) => `${hand} card ${index}`,
    points: (points: string) => `${points} points`,
    betOn: 'Bet on',
    sides: {
      player: 'Player · pays 1 to 1',
      banker: 'Banker · pays 0.95 to 1',
      tie: 'Tie · pays 8 to 1',
    },
    winner: { player: 'Player wins', banker: 'Banker wins', tie: 'A tie' },
    result: (player: string, banker: string, winner: string) =>
      `Player ${player}, Banker ${banker}: ${winner}`,
    rules:
      'Punto Banco. Two cards each to the Player and the Banker, then a third by the fixed rules (no choice is yours or the house’s): a total of 8 or 9 on either side stands; the Player draws on 0 to 5; the Banker draws by its total and the Player’s third card. Aces count 1, tens and faces 0, the rest at face; a total is the last digit. Every card comes from an endless shoe: each of the 52 cards is equally likely every time, so no round depends on another. Player pays 1 to 1, Banker 0.95 to 1 (5% commission), both given back on a tie; Tie pays 8 to 1. Return to player, counted over every deal: Banker 98.94%, Player 98.77%, Tie 85.88%.',
  },
  bn: {
    dealt: 'অফুরন্ত শু থেকে ন্যায্য স্ট্রিমে বাটা, লাইভ নয়',
    player: 'প্লেয়ার',
    banker: 'ব্যাংকার',
    tie: 'টাই',
    card: (hand: string, index: number) => `${hand}-এর তাস ${index}`,
    points: (points: string) => `${points} পয়েন্ট`,
    betOn: 'বাজি ধরুন',
    sides: {
      player: 'প্লেয়ার · ১ এ ১ দেয়',
      banker: 'ব্যাংকার · ১ এ ০.৯৫ দেয়',
      tie: 'টাই · ১ এ ৮ দেয়',
    },
    winner: { player: 'প্লেয়ার জিতেছে', banker: 'ব্যাংকার জিতেছে', tie: 'টাই' },
    result: (player: string, banker: string, winner: string) =>
      `প্লেয়ার ${player}, ব্যাংকার ${banker}: ${winner}`,
    rules:
      'পুন্তো বাংকো। প্লেয়ার ও ব্যাংকার দুটি করে তাস পায়, তারপর নির্দিষ্ট নিয়মে তৃতীয়টি (আপনার বা হাউসের কোনো বাছাই নেই): যেকোনো দিকে ৮ বা ৯ হলে থামে; প্লেয়ার ০ থেকে ৫-এ তাস নেয়; ব্যাংকার তার মোট আর প্লেয়ারের তৃতীয় তাস দেখে নেয়। টেক্কা ১, দশ ও ছবির তাস ০, বাকিগুলো যা লেখা; মোটের শেষ অঙ্কটিই গোনা হয়। প্রতিটি তাস অফুরন্ত শু থেকে আসে: প্রতিবার ৫২টির প্রতিটির সম্ভাবনা সমান, তাই কোনো রাউন্ড অন্যটির ওপর নির্ভর করে না। প্লেয়ার ১ এ ১, ব্যাংকার ১ এ ০.৯৫ (৫% কমিশন) দেয়, টাই হলে দুটিই ফেরত; টাই ১ এ ৮ দেয়। প্রতিটি বাটা গুনে প্লেয়ারকে ফেরত: ব্যাংকার ৯৮.৯৪%, প্লেয়ার ৯৮.৭৭%, টাই ৮৫.৮৮%।',
  },
});
