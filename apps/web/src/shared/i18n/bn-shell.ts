/**
 * The Bangla of the first screen (en-shell.ts's keys): it ships in the entry, so a phone that
 * starts in Bangla draws its first screen as soon as one in English does; the other screens'
 * Bangla and the catalogue's are in bn.ts, fetched before any of those screens renders.
 */
import type { TextTree } from './en';
import type { enShell } from './en-shell';

export const bnShell: TextTree<typeof enShell> = {
  common: {
    home: 'হোম',
    back: 'ফিরে যান',
    loading: 'লোড হচ্ছে…',
    retry: 'আবার চেষ্টা করুন',
    opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  },
  language: {
    label: 'ভাষা',
    en: 'English',
    bn: 'বাংলা',
  },
  header: {
    signUp: 'সাইন আপ',
    login: 'লগইন',
    balance: 'মূল ওয়ালেটের ব্যালেন্স: {{amount}}',
    balanceLoading: 'ব্যালেন্স লোড হচ্ছে',
    balanceHidden: 'মূল ওয়ালেটের ব্যালেন্স লুকানো আছে',
    siteHome: '{{site}} হোম',
  },
  toolbar: {
    label: 'সদস্য মেনু',
    home: 'হোম',
    account: 'অ্যাকাউন্ট',
  },
  splash: {
    loading: '{{site}} লোড হচ্ছে',
  },
  maintenance: {
    title: 'আমরা এখন সাইটের রক্ষণাবেক্ষণের কাজ করছি!',
    body: 'আপনার জন্য সাইটটি আরও ভালো করা হচ্ছে। কিছুক্ষণ পরে আবার দেখুন।',
  },
  error: {
    notFoundTitle: 'পেজটি পাওয়া যায়নি',
    notFoundBody: 'আপনি যে পেজটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।',
    title: 'কিছু একটা সমস্যা হয়েছে',
    body: 'একটি অপ্রত্যাশিত ত্রুটির কারণে পেজটি থেমে গেছে। আবার চেষ্টা করুন।',
    status: 'ত্রুটি {{status}}',
    details: 'প্রযুক্তিগত বিবরণ',
    home: 'হোমে যান',
    reload: 'পেজটি আবার লোড করুন',
  },
  home: {
    banners: 'বিশেষ অফার',
    slide: '{{total}}টির মধ্যে {{current}} নম্বর স্লাইড',
    pause: 'স্লাইডশো থামান',
    play: 'স্লাইডশো চালু করুন',
    notices: 'ঘোষণা',
    markets: 'বিভাগসমূহ',
    exchangeBlock: 'স্পোর্টস / এক্সচেঞ্জ',
    favourites: 'প্রিয়',
    featured: 'বাছাই করা গেম',
    tile: '{{name}}, {{total}}টির মধ্যে {{current}}',
    pauseTiles: '{{name}} থামান',
    playTiles: '{{name}} চালু করুন',
    categories: 'গেমের ক্যাটাগরি',
    categoryFailed: 'তালিকাটি লোড করা যায়নি।',
    noProviders: 'এখানে এখনো কিছু নেই। কিছুক্ষণ পরে আবার দেখুন।',
    comingSoon: 'শীঘ্রই আসছে',
    marketBlock: {
      title: 'মার্কেট ব্লক',
      body: 'আপনার আপলাইন নির্বাচিত বিভাগটি বন্ধ করে দিয়েছে। আরও জানতে কাস্টমার সাপোর্টে যোগাযোগ করুন।',
      thanks: 'আপনার সহযোগিতার জন্য ধন্যবাদ।',
      ok: 'ঠিক আছে',
    },
    welcome: {
      title: '{{site}}-এ স্বাগতম!',
      body: 'আপনার অ্যাকাউন্ট তৈরি হয়ে গেছে। লাইভ ক্যাসিনো টেবিল, স্লট, ক্র্যাশ আর ফিশিং গেম আপনার অপেক্ষায়: একটি ক্যাটাগরি বেছে নিন আর যখন খুশি খেলা শুরু করুন।',
      close: 'স্বাগত বার্তাটি বন্ধ করুন',
      later: 'পরে',
      browse: 'গেম দেখুন',
    },
    notice: {
      title: 'নোটিশ',
      close: 'নোটিশ বন্ধ করুন',
      ok: 'ঠিক আছে',
    },
  },
  categories: {
    SPORTS: 'স্পোর্টস',
    LIVE: 'ক্যাসিনো',
    SLOT: 'স্লট',
    TABLE: 'টেবিল',
    BINGO: 'পোকার',
    EGAME: 'ক্র্যাশ',
    FH: 'ফিশিং',
    LOTTO: 'লটারি',
    ARCADE: 'আর্কেড',
  },
  gameLaunch: {
    title: 'গেমটি খোলা যায়নি',
    ok: 'ঠিক আছে',
  },
  navigation: {
    chat: 'সাপোর্টের সঙ্গে চ্যাট করুন',
    help: 'সাহায্য',
    app: 'অ্যাপ',
    appLabel: 'অ্যাপ ইনস্টল করুন',
    clock: 'বাংলাদেশ সময়',
    backToTop: 'উপরে ফিরে যান',
    close: 'বন্ধ করুন',
    comingSoon: 'শীঘ্রই আসছে',
    install: {
      title: '{{site}} ইনস্টল করুন',
      intro:
        '{{site}} সরাসরি আপনার ব্রাউজার থেকেই ইনস্টল হয়, কোনো APK ফাইল ডাউনলোড করতে হয় না। হোম স্ক্রিনে যোগ করুন, অ্যাপের মতোই খুলবে:',
      android:
        'অ্যান্ড্রয়েড (Chrome): উপরে ডানদিকের ⋮ মেনুতে ট্যাপ করুন, তারপর "Add to Home screen" বা "Install app" বেছে নিন।',
      iphone: 'আইফোন (Safari): Share-এ ট্যাপ করুন, তারপর "Add to Home Screen" বেছে নিন।',
      done: 'বুঝেছি',
    },
    menu: {
      title: 'মেনু',
      open: 'মেনু খুলুন',
      close: 'মেনু বন্ধ করুন',
      home: 'হোম',
      exchange: 'এক্সচেঞ্জ',
      promotions: 'প্রোমোশন',
      vip: 'ভিআইপি',
      referral: 'রেফারেল প্রোগ্রাম',
      affiliate: 'অ্যাফিলিয়েট লগইন',
      loadFailed: 'তালিকাটি লোড করা যায়নি।',
      noProviders: 'এখানে এখনো কিছু নেই।',
    },
  },
  footer: {
    payments: 'পেমেন্ট পদ্ধতি',
    sponsorship: 'স্পনসরশিপ',
    sponsorshipText:
      '{{site}} স্কুল মাঠ থেকে জেলা টুর্নামেন্ট পর্যন্ত পাড়া-মহল্লার ক্রিকেট ও ফুটবলের পাশে আছে।',
    ambassador: 'ব্র্যান্ড অ্যাম্বাসেডর',
    ambassadorText:
      'আমাদের অ্যাম্বাসেডররা এই কমিউনিটিরই খেলোয়াড়, যাঁরা বুদ্ধি খাটিয়ে ও নিয়ন্ত্রণে থেকে খেলার কৌশল শেয়ার করেন।',
    responsible: 'দায়িত্বশীল গেমিং',
    adultsOnly: 'শুধু ১৮ বছর ও তার বেশি বয়সীদের জন্য',
    playResponsibly: 'দায়িত্ব নিয়ে খেলুন',
    responsibleText:
      'বাজেট ঠিক করুন, বিরতি নিন আর হারানো টাকা ফেরত পেতে তাড়াহুড়ো করবেন না। নিরাপদ খেলা পেজে নিজেই জমা ও লোকসানের সীমা, রিমাইন্ডার বা বিরতি ঠিক করুন।',
    saferGambling: 'নিরাপদ খেলা',
    licence: 'গেমিং লাইসেন্স',
    licenceText:
      '{{site}} অনলাইন গেমিংয়ের লাইসেন্সের অধীনে পরিচালিত। অনুরোধ করলে কাস্টমার সাপোর্ট আপনাকে লাইসেন্সের বিস্তারিত জানাবে।',
    app: 'অ্যান্ড্রয়েড অ্যাপ',
    appText: 'এক ট্যাপে খুলতে {{site}} আপনার হোম স্ক্রিনে রাখুন।',
    appButton: 'অ্যাপটি নিন',
    contact: 'যোগাযোগ',
    facebook: 'ফেসবুক',
    whatsapp: 'হোয়াটসঅ্যাপ',
    telegram: 'টেলিগ্রাম',
    email: 'ইমেইল',
    chat: 'লাইভ চ্যাট',
    showMore: 'আরও দেখুন',
    showLess: 'কম দেখুন',
    copyright: '© {{year}} {{site}}। সর্বস্বত্ব সংরক্ষিত।',
    terms: 'শর্তাবলী',
  },
  realityCheck: {
    title: 'রিয়েলিটি চেক',
    played: 'লগ ইন করার পর আপনি {{hours}} ঘণ্টা {{minutes}} মিনিট ধরে খেলছেন।',
    result: 'এই সময়ে আপনার ফলাফল: {{amount}}।',
    continue: 'খেলা চালিয়ে যান',
    logout: 'লগ আউট',
    loggingOut: 'লগ আউট হচ্ছে…',
  },
};
