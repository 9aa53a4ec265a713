/** The Bangla texts of the Safer gambling page (/account/safer-gambling). */
import type { enSafer } from './en-safer';

type Texts<T> = { [Key in keyof T]: T[Key] extends string ? string : Texts<T[Key]> };

export const bnSafer: Texts<typeof enSafer> = {
  title: 'নিরাপদ খেলা',
  backToAccount: 'অ্যাকাউন্টে ফিরুন',
  intro:
    'আপনার জন্য মানানসই সীমা ঠিক করুন, খেলার সময় রিমাইন্ডার নিন, অথবা বিরতি নিন। কম সীমা এখনই চালু হয়; বেশি সীমা বা সীমা তুলে দেওয়া চালু হয় অনুরোধের ২৪ ঘণ্টা পরে।',
  loadFailed: 'আপনার নিরাপদ খেলার সেটিংস লোড করা যায়নি।',
  onTimeout: 'আপনি {{until}} পর্যন্ত টাইম-আউটে আছেন। ততদিন বেট ও জমা বন্ধ; টাকা তোলা যাবে।',
  onExclusion:
    'আপনি নিজেকে {{until}} পর্যন্ত বাদ রেখেছেন। ততদিন বেট ও জমা বন্ধ; টাকা তোলা যাবে। এই বিরতি আগে তোলা যায় না।',
  kinds: {
    deposit: 'জমার সীমা',
    loss: 'লোকসানের সীমা',
  },
  kindHints: {
    deposit: 'চলতি এক দিন, সপ্তাহ বা মাসে আপনি সর্বোচ্চ কত জমা দিতে পারবেন।',
    loss: 'চলতি এক দিন, সপ্তাহ বা মাসে আপনি সর্বোচ্চ কত হারাতে পারবেন: যা হেরেছেন, সাথে খোলা বেটে যা এখনও হারাতে পারেন।',
  },
  periods: {
    day: 'দৈনিক',
    week: 'সাপ্তাহিক',
    month: 'মাসিক',
  },
  windows: {
    day: 'গত ২৪ ঘণ্টায়',
    week: 'গত ৭ দিনে',
    month: 'গত ৩০ দিনে',
  },
  noLimit: 'কোনো সীমা নেই',
  current: 'এখন: {{amount}}',
  used: '{{window}} ব্যবহার হয়েছে {{amount}}',
  pending: '{{from}} থেকে: {{amount}}',
  newLimit: 'নতুন {{period}} সীমা (৳)',
  newLimitHint: 'কোনো সীমা না চাইলে খালি রাখুন।',
  change: 'বদলান',
  changeLimit: '{{period}} সীমা বদলান',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে…',
  saveFailed: 'সংরক্ষণ করা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
  realityCheck: 'রিয়েলিটি চেক',
  realityCheckHint:
    'লগ ইন করার পর কতক্ষণ খেলেছেন এবং আপনার ফলাফল কী, তা নির্দিষ্ট সময় পরপর মনে করিয়ে দেওয়া হবে।',
  realityCheckEvery: 'মনে করিয়ে দিন',
  realityCheckOff: 'কখনো না',
  realityCheckMinutes: 'প্রতি {{minutes}} মিনিটে',
  takeBreak: 'বিরতি নিন',
  timeout: 'টাইম-আউট',
  timeoutHint: 'ছোট বিরতি: শেষ না হওয়া পর্যন্ত বেট বা জমা নয়।',
  exclusion: 'সেলফ-এক্সক্লুশন',
  exclusionHint:
    'লম্বা বিরতি যা এখনই শুরু হয় এবং আপনি বা আমরা কেউই আগে শেষ করতে পারি না। খোলা এক্সচেঞ্জ বেট স্বাভাবিকভাবে নিষ্পত্তি হবে এবং টাকা তোলা যাবে।',
  durations: {
    '1d': '২৪ ঘণ্টা',
    '1w': '১ সপ্তাহ',
    '1m': '১ মাস',
    '6w': '৬ সপ্তাহ',
    '6m': '৬ মাস',
    '1y': '১ বছর',
    '2y': '২ বছর',
    '5y': '৫ বছর',
  },
  length: 'কতদিন',
  startTimeout: 'টাইম-আউট শুরু করুন',
  startExclusion: 'আমাকে বাদ রাখুন',
  confirmTitle: 'আপনি কি নিশ্চিত?',
  confirmTimeout:
    'সব জায়গা থেকে আপনাকে লগ আউট করা হবে এবং {{duration}} বেট বা জমা দিতে পারবেন না। এটি ফেরানো যাবে না।',
  confirmExclusion:
    'সব জায়গা থেকে আপনাকে লগ আউট করা হবে এবং {{duration}} বেট বা জমা দিতে পারবেন না। সেলফ-এক্সক্লুশন কেউ আগে তুলতে পারে না।',
  cancel: 'বাতিল',
  confirm: 'হ্যাঁ, শুরু করুন',
  starting: 'শুরু হচ্ছে…',
  breakStartedTitle: 'আপনার বিরতি শুরু হয়েছে',
  breakStartedOk: 'ঠিক আছে',
  statement: 'কার্যকলাপের বিবরণী',
  statementHint: 'মাস অনুযায়ী আপনার জমা, উত্তোলন ও নিট ফলাফল, বাংলাদেশ সময়ে।',
  statementFailed: 'আপনার বিবরণী লোড করা যায়নি।',
  statementEmpty: 'গত ১২ মাসে কোনো জমা, উত্তোলন বা খেলা নেই।',
  month: 'মাস',
  deposits: 'জমা',
  withdrawals: 'উত্তোলন',
  netResult: 'নিট ফলাফল',
  help: 'কথা বলতে চান?',
  helpChat: 'সীমা ঠিক করতে বা বিরতি নিতে আমাদের সাপোর্ট টিম সাহায্য করতে পারে।',
  helpChatLink: 'সাপোর্টের সাথে কথা বলুন',
};
