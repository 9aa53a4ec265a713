/**
 * The footer's SEO text in both languages. It is long, so it lives here, in the footer's own
 * chunk, rather than in the i18n bundle every screen downloads. `{site}` is the site title.
 */
import type { Language } from '@khela/contract';

export interface SeoSection {
  heading: string;
  body: string;
}

export interface SeoText {
  title: string;
  sections: SeoSection[];
}

export const seoText: Record<Language, SeoText> = {
  en: {
    title: '{site}: online sports exchange and casino in Bangladesh',
    sections: [
      {
        heading: 'Made for players in Bangladesh',
        body: '{site} is an online sports exchange and casino built for players in Bangladesh. Everything is designed for the phone in your hand: pages load quickly on 3G and 4G, every screen reads in English or Bangla, amounts are shown in taka (৳) and every time on the site is Bangladesh time (GMT+6). Signing up takes about a minute with your phone number and e-mail address, and you can start with a small deposit.',
      },
      {
        heading: 'A true betting exchange',
        body: 'On the exchange you bet against other players instead of against a bookmaker. Back a team to win or lay it to lose, choose the odds you want and see how much money is waiting on each side before you commit. Cricket comes first, from international Tests and T20 leagues to domestic matches, with football, tennis and other sports alongside, across match odds, bookmaker and fancy markets.',
      },
      {
        heading: 'Casino, slots and more',
        body: 'The casino brings live dealer tables, slots, table games, poker, crash games, fishing games and lottery draws from several game studios. Each category opens a list of providers and each provider its games, so a favourite is only a few taps away. Search by name or browse by provider: game pictures load first, so the list stays quick even on a weak signal.',
      },
      {
        heading: 'Deposits and withdrawals with mobile wallets',
        body: 'Deposits and withdrawals use the mobile wallets people in Bangladesh already trust, such as bKash, Nagad, Rocket and Upay. Deposits start from ৳100, and your balance updates on screen as soon as a payment is confirmed. Withdrawals go back to your own wallet number after a short check, and every transaction is listed in your account records.',
      },
      {
        heading: 'Promotions, VIP points and referrals',
        body: 'New members can claim a welcome bonus, and regular promotions add extra value on sports and casino games. Every bet earns VIP points that can be converted into cash, and the referral programme rewards you when friends you invite start to play. Each offer states its turnover requirement up front, so you always know what is needed before a bonus can be withdrawn.',
      },
      {
        heading: 'Safe, private and responsible',
        body: 'Your account is protected by a password only you know, sessions that end when you log out and a one-time code whenever you reset your password. Play is for adults aged 18 and over. Set yourself a budget, take regular breaks and treat gaming as entertainment, not as a way to earn money. Support is available through chat, WhatsApp and e-mail whenever you need help.',
      },
    ],
  },
  bn: {
    title: '{site}: বাংলাদেশের অনলাইন স্পোর্টস এক্সচেঞ্জ ও ক্যাসিনো',
    sections: [
      {
        heading: 'বাংলাদেশের খেলোয়াড়দের জন্য তৈরি',
        body: '{site} বাংলাদেশের খেলোয়াড়দের জন্য তৈরি একটি অনলাইন স্পোর্টস এক্সচেঞ্জ ও ক্যাসিনো। সবকিছু সাজানো হয়েছে আপনার হাতের ফোনের কথা ভেবে: ৩জি ও ৪জি নেটওয়ার্কেও পেজ দ্রুত খোলে, প্রতিটি স্ক্রিন বাংলা বা ইংরেজিতে পড়া যায়, টাকার অঙ্ক দেখানো হয় টাকায় (৳) আর সাইটের সব সময় বাংলাদেশ সময় (GMT+6) অনুযায়ী। ফোন নম্বর ও ইমেইল দিয়ে সাইন আপ করতে মোটামুটি এক মিনিট লাগে, আর অল্প টাকা জমা দিয়েই শুরু করা যায়।',
      },
      {
        heading: 'সত্যিকারের বেটিং এক্সচেঞ্জ',
        body: 'এক্সচেঞ্জে আপনি কোনো বুকমেকারের বিপক্ষে নয়, অন্য খেলোয়াড়দের বিপক্ষে বাজি ধরেন। কোনো দলের জয়ের পক্ষে ব্যাক করুন বা হারের পক্ষে লে করুন, নিজের পছন্দের অডস বেছে নিন এবং বাজি ধরার আগেই দেখে নিন প্রতিটি দিকে কত টাকা অপেক্ষা করছে। সবার আগে ক্রিকেট, আন্তর্জাতিক টেস্ট ও টি-টোয়েন্টি লিগ থেকে ঘরোয়া ম্যাচ পর্যন্ত, সঙ্গে ফুটবল, টেনিস ও অন্যান্য খেলা, ম্যাচ অডস, বুকমেকার ও ফ্যান্সি মার্কেট জুড়ে।',
      },
      {
        heading: 'ক্যাসিনো, স্লট এবং আরও অনেক কিছু',
        body: 'ক্যাসিনোতে আছে লাইভ ডিলার টেবিল, স্লট, টেবিল গেম, পোকার, ক্র্যাশ গেম, ফিশিং গেম ও লটারি ড্র, বিভিন্ন গেম স্টুডিও থেকে। প্রতিটি ক্যাটাগরিতে প্রোভাইডারদের তালিকা আর প্রতিটি প্রোভাইডারের ভেতরে তাদের গেম, তাই প্রিয় গেমটি মাত্র কয়েক ট্যাপ দূরে। নাম দিয়ে খুঁজুন বা প্রোভাইডার ধরে দেখুন: গেমের ছবি আগে লোড হয়, তাই দুর্বল নেটওয়ার্কেও তালিকা দ্রুত চলে।',
      },
      {
        heading: 'মোবাইল ওয়ালেটে জমা ও উত্তোলন',
        body: 'জমা ও উত্তোলন হয় বাংলাদেশের মানুষের আস্থার মোবাইল ওয়ালেটে, যেমন বিকাশ, নগদ, রকেট ও উপায়। ৳১০০ থেকে জমা শুরু, আর পেমেন্ট নিশ্চিত হওয়ামাত্র স্ক্রিনে আপনার ব্যালেন্স বদলে যায়। অল্প যাচাইয়ের পর উত্তোলনের টাকা আপনার নিজের ওয়ালেট নম্বরে ফেরত যায়, আর প্রতিটি লেনদেন আপনার অ্যাকাউন্টের রেকর্ডে থাকে।',
      },
      {
        heading: 'প্রোমোশন, ভিআইপি পয়েন্ট ও রেফারেল',
        body: 'নতুন সদস্যরা ওয়েলকাম বোনাস নিতে পারেন, আর নিয়মিত প্রোমোশন স্পোর্টস ও ক্যাসিনো গেমে বাড়তি সুবিধা দেয়। প্রতিটি বাজিতে ভিআইপি পয়েন্ট জমে, যা নগদ টাকায় রূপান্তর করা যায়, আর আপনার আমন্ত্রিত বন্ধুরা খেলা শুরু করলে রেফারেল প্রোগ্রাম আপনাকে পুরস্কার দেয়। প্রতিটি অফারে টার্নওভারের শর্ত শুরুতেই লেখা থাকে, তাই বোনাস তোলার আগে কী করতে হবে তা আপনি সবসময় জানেন।',
      },
      {
        heading: 'নিরাপদ, ব্যক্তিগত ও দায়িত্বশীল',
        body: 'আপনার অ্যাকাউন্ট সুরক্ষিত থাকে শুধু আপনার জানা পাসওয়ার্ডে, লগআউট করলেই শেষ হয়ে যাওয়া সেশনে এবং পাসওয়ার্ড রিসেটের সময় এককালীন কোডে। খেলা শুধু ১৮ বছর বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। নিজের জন্য একটি বাজেট ঠিক করুন, নিয়মিত বিরতি নিন এবং খেলাকে বিনোদন হিসেবে দেখুন, আয়ের উপায় হিসেবে নয়। যখনই সাহায্য দরকার, চ্যাট, হোয়াটসঅ্যাপ ও ইমেইলে সাপোর্ট পাওয়া যায়।',
      },
    ],
  },
};

export function seoTextFor(language: Language, site: string): SeoText {
  const text = seoText[language];
  const fill = (value: string) => value.replaceAll('{site}', site);
  return {
    title: fill(text.title),
    sections: text.sections.map((section) => ({
      heading: fill(section.heading),
      body: fill(section.body),
    })),
  };
}
