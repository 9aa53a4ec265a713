/** Texts of the Fishing page, English and Bangla side by side. */
import { defineTexts } from '../shell/house-language';

export const fishingTexts = defineTexts({
  en: {
    pond: 'The pond: tap a fish to fire a shot of your stake at it',
    fish: ['Puti', 'Tengra', 'Koi', 'Rui', 'Katla', 'Ilish', 'Boal', 'Golden Mahseer'],
    shootAt: (fish: string, pays: string) => `Shoot at the ${fish}, pays ${pays}`,
    caught: (fish: string) => `Caught the ${fish}!`,
    missed: (fish: string) => `The ${fish} got away`,
    aim: 'Every fish returns the same 97%: a fish that pays more is caught less often.',
    shotValue: 'Each tap fires one shot worth the stake.',
    rules:
      'Fire a shot worth your stake at any fish. A fish that pays m times the shot is caught with a chance of exactly 97 ÷ (100 × m), drawn from your shot’s fair stream, so every fish returns exactly 97% and no aim does better than another: a bigger fish is simply caught less often. Each shot is a round of its own, on the verify page like any other.',
  },
  bn: {
    pond: 'পুকুর: স্টেকের সমান একটি শট ছুড়তে একটি মাছে ট্যাপ করুন',
    fish: ['পুঁটি', 'টেংরা', 'কই', 'রুই', 'কাতলা', 'ইলিশ', 'বোয়াল', 'সোনালি মহাশোল'],
    shootAt: (fish: string, pays: string) => `${fish}-এ শট, দেয় ${pays}`,
    caught: (fish: string) => `${fish} ধরা পড়েছে!`,
    missed: (fish: string) => `${fish} পালিয়ে গেছে`,
    aim: 'প্রতিটি মাছে ফেরত একই ৯৭%: যে মাছ বেশি দেয়, সেটি কম ধরা পড়ে।',
    shotValue: 'প্রতি ট্যাপে স্টেকের সমান একটি শট।',
    rules:
      'যেকোনো মাছে আপনার স্টেকের সমান একটি শট ছুড়ুন। যে মাছ শটের m গুণ দেয়, সেটি ঠিক ৯৭ ÷ (১০০ × m) সম্ভাবনায় ধরা পড়ে, আপনার শটের ন্যায্য স্ট্রিম থেকে; তাই প্রতিটি মাছে ফেরত ঠিক ৯৭% আর কোনো নিশানা অন্যটির চেয়ে ভালো নয়: বড় মাছ শুধু কম ধরা পড়ে। প্রতিটি শট আলাদা একটি রাউন্ড, যাচাই পাতায় অন্য যেকোনোটির মতো।',
  },
});
