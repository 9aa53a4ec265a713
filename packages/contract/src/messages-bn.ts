/**
 * The Bangla of every text players read, by catalogue code (message-catalogue.ts). The server writes
 * its inbox notices from the same templates; the web app shows a Bangla player these in place of the
 * English. `{{name}}` placeholders take the same values as the English template's.
 */
import type { PlayerMessageCode } from './message-catalogue.js';
import { gamesBnMessages } from './messages-bn-games.js';

export const bnMessages: Record<PlayerMessageCode, string> = {
  // general
  'general.serverError': 'সার্ভারে অভ্যন্তরীণ ত্রুটি হয়েছে',
  'general.notFound': 'পাওয়া যায়নি',
  'general.serviceNotAvailable': 'এই সেবাটি এখন পাওয়া যাচ্ছে না।',
  'general.answerUnreadable': 'সার্ভারের উত্তর পড়া যায়নি। আবার চেষ্টা করুন।',
  'general.serviceDown': 'সেবাটি এই মুহূর্তে পাওয়া যাচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'general.badRequest': 'অনুরোধটি সঠিক নয়।',
  'general.dataInvalid': 'দেওয়া তথ্য সঠিক নয়।',
  'general.jsonInvalid': 'অনুরোধের বডি সঠিক JSON নয়।',
  'general.jsonTooDeep': 'অনুরোধের বডিতে অনেক বেশি স্তরের নেস্টিং রয়েছে।',
  'general.bodyTooLarge': 'অনুরোধের বডি অনেক বড়।',
  'general.mediaTypeUnsupported': 'এই কনটেন্ট টাইপ সমর্থিত নয়; অনুগ্রহ করে application/json পাঠান।',
  'general.tooManyConnections':
    'আপনার ঠিকানা থেকে অনেক বেশি সংযোগ খোলা আছে। কিছু সংযোগ বন্ধ করে আবার চেষ্টা করুন।',
  // codeCapture
  'codeCapture.missing': 'URL-এ কোনো {{type}} পাওয়া যায়নি',
  // field
  'field.required': 'এই ঘরটি পূরণ করতে হবে।',
  'field.invalid': 'এই মানটি সঠিক নয়।',
  'field.tooLong': 'এটি খুব লম্বা।',
  'field.tooShort': 'এটি খুব ছোট।',
  'field.tooLarge': 'সংখ্যাটি খুব বড়।',
  'field.tooSmall': 'সংখ্যাটি খুব ছোট।',
  'field.notWhole': 'এটি একটি পূর্ণ সংখ্যা হতে হবে।',
  'field.notOffered': 'দেওয়া বিকল্পগুলোর একটি বেছে নিন।',
  'field.amountDecimals': 'পরিমাণে দশমিকের পরে সর্বোচ্চ দুই ঘর থাকতে পারে।',
  'field.remoteIdRequired': 'remote_id আবশ্যক',
  'field.controlCharacters': 'এই ঘরে এমন কিছু অক্ষর আছে যা অনুমোদিত নয়।',
  // login
  'login.usernameRequired': 'ইউজারনেম দিতে হবে',
  'login.usernameInvalid': 'ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)',
  'login.passwordRequired': 'পাসওয়ার্ড দিতে হবে',
  'login.passwordTooShort': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'login.failed': 'ইউজারনেম বা পাসওয়ার্ড ভুল',
  'login.networkError': 'নেটওয়ার্কে সমস্যা হয়েছে, একটু পরে আবার চেষ্টা করুন।',
  // signup
  'signup.usernameRequired': 'ইউজারনেম দিতে হবে',
  'signup.usernameInvalid': 'ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)',
  'signup.usernameLength': 'ইউজারনেম ৮ থেকে ১৬ অক্ষরের হতে হবে',
  'signup.emailRequired': 'ইমেইল দিতে হবে',
  'signup.emailInvalid': 'ইমেইল ঠিকানাটি সঠিক নয়',
  'signup.phoneRequired': 'ফোন নম্বর দিতে হবে',
  'signup.phoneInvalid': 'ফোন নম্বর সঠিক নয় (১০-১৫টি সংখ্যা)',
  'signup.passwordRequired': 'পাসওয়ার্ড দিতে হবে',
  'signup.passwordTooShort': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'signup.passwordCharacters': 'পাসওয়ার্ডে শুধু অক্ষর ও সংখ্যা থাকতে পারে (কোনো বিশেষ চিহ্ন নয়)',
  'signup.confirmRequired': 'পাসওয়ার্ডটি আবার লিখে নিশ্চিত করুন',
  'signup.confirmMismatch': 'পাসওয়ার্ড দুটি মেলেনি',
  'signup.failed': 'নিবন্ধন সম্পন্ন হয়নি',
  'signup.networkError': 'নেটওয়ার্কে সমস্যা হয়েছে, আবার চেষ্টা করুন',
  // account
  'account.usernameTaken': 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে।',
  'account.emailTaken': 'এই ইমেইলটি আগেই ব্যবহার করা হয়েছে।',
  'account.phoneTaken': 'এই ফোন নম্বরটি আগেই ব্যবহার করা হয়েছে।',
  'account.referralCodeUnknown': 'এই রেফারেল কোডটি খুঁজে পাওয়া যায়নি।',
  'account.currencyInvalid': 'একটি সঠিক মুদ্রা বেছে নিন।',
  'account.accountDisabled': 'আপনার অ্যাকাউন্টটি বন্ধ আছে। অনুগ্রহ করে কাস্টমার সাপোর্টে যোগাযোগ করুন।',
  'account.unauthenticated': 'আপনি লগইন করেননি।',
  'account.forbidden': 'এই অ্যাকাউন্টটি দেখার অনুমতি আপনার নেই।',
  'account.loggedOut': 'সফলভাবে লগআউট হয়েছে।',
  'account.signupSuccess': 'রেজিস্ট্রেশন সফল হয়েছে।',
  // captcha
  'captcha.required': 'চালিয়ে যেতে ছবির সংখ্যাগুলো লিখুন।',
  'captcha.wrong': 'ক্যাপচা ভুল হয়েছে। আবার চেষ্টা করুন।',
  // recovery
  'recovery.emailRequired': 'আপনার ইমেইল ঠিকানা লিখুন।',
  'recovery.usernameRequired': 'আপনার ইউজারনেম লিখুন।',
  'recovery.phoneRequired': 'আপনার ফোন নম্বর লিখুন।',
  'recovery.otpRequired': 'ওটিপি লিখুন।',
  'recovery.passwordRule':
    'নতুন পাসওয়ার্ডে অন্তত একটি সংখ্যা ও একটি অক্ষর থাকতে হবে এবং এটি ৮ অক্ষরের হতে হবে।',
  'recovery.confirmRequired': 'নতুন পাসওয়ার্ডটি নিশ্চিত করুন।',
  'recovery.confirmMismatch': 'পাসওয়ার্ড মেলেনি।',
  'recovery.sendFailed': 'ওটিপি পাঠানো যায়নি। আবার চেষ্টা করুন।',
  'recovery.sendError': 'ওটিপি পাঠানোর সময় একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  'recovery.resetFailed': 'পাসওয়ার্ড পরিবর্তন করা যায়নি। আবার চেষ্টা করুন।',
  'recovery.resetSuccess': 'পাসওয়ার্ড সফলভাবে পরিবর্তন হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'recovery.otpInvalid': 'ওটিপি অবশ্যই ৬ সংখ্যার হতে হবে।',
  'recovery.channelInvalid': 'অনুগ্রহ করে ইমেইল অথবা SMS বেছে নিন।',
  'recovery.otpRejected': 'ওটিপি ভুল অথবা মেয়াদ শেষ। নতুন একটি ওটিপি চেয়ে নিন।',
  'recovery.otpSentEmail': 'ওটিপি সফলভাবে পাঠানো হয়েছে। আপনার ইমেইল দেখুন।',
  'recovery.otpSentSms': 'ওটিপি সফলভাবে পাঠানো হয়েছে। আপনার এসএমএস দেখুন।',
  // recoveryServer
  'recoveryServer.requestAccepted': 'তথ্য কোনো অ্যাকাউন্টের সাথে মিললে একটি কোড পাঠানো হয়েছে।',
  'recoveryServer.codeInvalid': 'ওটিপি ভুল অথবা মেয়াদ শেষ। নতুন একটি ওটিপি চেয়ে নিন।',
  'recoveryServer.resetDone': 'পাসওয়ার্ড সফলভাবে পরিবর্তন হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  // throttle
  'throttle.loginMinute': 'অনেকবার লগইনের চেষ্টা করা হয়েছে। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.loginMinutes':
    'অনেকবার লগইনের চেষ্টা করা হয়েছে। অনুগ্রহ করে {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.signupMinute':
    'অনেকবার সাইন-আপের চেষ্টা করা হয়েছে। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.signupMinutes':
    'অনেকবার সাইন-আপের চেষ্টা করা হয়েছে। অনুগ্রহ করে {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.recoveryMinute':
    'অনেকবার পাসওয়ার্ড পুনরুদ্ধারের চেষ্টা করা হয়েছে। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.recoveryMinutes':
    'অনেকবার পাসওয়ার্ড পুনরুদ্ধারের চেষ্টা করা হয়েছে। অনুগ্রহ করে {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',
  'throttle.captchaTooMany':
    'অনেকবার ক্যাপচা চাওয়া হয়েছে। অনুগ্রহ করে কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  // idempotency
  'idempotency.keyInvalid': 'Idempotency-Key হেডার ১ থেকে ২০০টি দৃশ্যমান অক্ষরের হতে হবে।',
  'idempotency.keyReused': 'এই Idempotency-Key আগেই অন্য একটি অনুরোধে ব্যবহার করা হয়েছে।',
  'idempotency.inProgress': 'এই অনুরোধটি এখনও প্রক্রিয়াধীন। অনুগ্রহ করে একটু অপেক্ষা করুন।',
  // ledger
  'ledger.insufficientFunds': 'পর্যাপ্ত ব্যালেন্স নেই।',
  'ledger.idempotencyKeyReused': 'এই অনুরোধটি আগেই ভিন্ন তথ্য দিয়ে করা হয়েছে।',
  // desktopRegister
  'desktopRegister.step1Incomplete': 'অনুগ্রহ করে সব ঘর পূরণ করুন।',
  'desktopRegister.passwordMismatch': 'পাসওয়ার্ড মেলেনি।',
  'desktopRegister.step2Incomplete': 'অনুগ্রহ করে ধাপ ২ এর সব ঘর পূরণ করুন।',
  'desktopRegister.ageNotConfirmed': 'আপনার বয়স ১৮ বছর, তা নিশ্চিত করতে হবে।',
  'desktopRegister.success': 'রেজিস্ট্রেশন সফল হয়েছে!',
  // site
  'site.maintenance': 'আমাদের সাইটে এখন রক্ষণাবেক্ষণের কাজ চলছে!',
  'site.androidAppUnavailable':
    'অ্যান্ড্রয়েড অ্যাপটি এখন পাওয়া যাচ্ছে না। এর বদলে ব্রাউজার থেকে সাইটটি ইনস্টল করুন।',
  'site.logoFetchFailed': 'লোগো লোড করা যায়নি',
  'site.nothingToCopy': 'কপি করার মতো কিছু নেই।',
  // profile
  'profile.verified': 'যাচাই করা হয়েছে',
  'profile.notVerified': 'যাচাই করা হয়নি',
  'profile.sendCodeFailed': 'কোড পাঠানো যায়নি',
  'profile.dofbFailed': 'জন্ম তারিখ আপডেট করা যায়নি',
  'profile.birthdayRequired': 'অনুগ্রহ করে আপনার জন্মদিন বেছে নিন।',
  'profile.birthdayInvalid': 'অনুগ্রহ করে একটি সঠিক তারিখ দিন।',
  'profile.birthdayLocked': 'একবার সেভ করার পর জন্মদিন বদলানো যায় না।',
  'profile.codeRequired': 'অনুগ্রহ করে যাচাই কোড দিন।',
  'profile.codeInvalid': 'যাচাই কোড ৬ অঙ্কের হতে হবে।',
  'profile.codeRejected': 'যাচাই কোডটি ভুল অথবা মেয়াদোত্তীর্ণ।',
  'profile.contactRequired': 'অনুগ্রহ করে একটি ফোন নম্বর বা ইমেইল ঠিকানা দিন।',
  'profile.phoneRequired': 'ফোন নম্বর দিতে হবে',
  'profile.phoneInvalid': 'ফোন নম্বর সঠিক নয় (১০-১৫টি সংখ্যা)',
  'profile.emailInvalid': 'ইমেইল ঠিকানাটি সঠিক নয়',
  'profile.extraPhonesFull': 'আপনি সর্বোচ্চ দুটি ফোন নম্বর যোগ করতে পারবেন।',
  'profile.phoneTaken': 'এই ফোন নম্বরটি ইতিমধ্যে ব্যবহৃত হচ্ছে।',
  'profile.contactNotOnAccount': 'এই ফোন নম্বর বা ইমেইল ঠিকানা আপনার অ্যাকাউন্টে নেই।',
  'profile.codeSent': 'একটি যাচাই কোড পাঠানো হয়েছে।',
  'profile.emailVerifiedDone': 'আপনার ইমেইল ঠিকানা যাচাই করা হয়েছে।',
  'profile.phoneVerifiedDone': 'আপনার ফোন নম্বর যাচাই করা হয়েছে।',
  'profile.phoneAdded': 'ফোন নম্বর যোগ করা হয়েছে।',
  'profile.emailAlreadyVerified': 'আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে।',
  'profile.phoneAlreadyVerified': 'এই ফোন নম্বরটি আগেই যাচাই করা হয়েছে।',
  'profile.resendTooSoon': 'আরেকটি কোড চাওয়ার আগে এক মিনিট অপেক্ষা করুন।',
  'profile.sendsExhausted': 'অনেকবার কোড চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।',
  'profile.birthdayUnderage': 'আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।',
  // changePassword
  'changePassword.newPasswordRule':
    'নতুন পাসওয়ার্ডে অন্তত একটি সংখ্যা ও একটি অক্ষর থাকতে হবে এবং এটি ৮ অক্ষরের হতে হবে।',
  'changePassword.currentRequired': 'অনুগ্রহ করে আপনার বর্তমান পাসওয়ার্ড দিন।',
  'changePassword.confirmRequired': 'নতুন পাসওয়ার্ডটি নিশ্চিত করুন।',
  'changePassword.confirmMismatch': 'পাসওয়ার্ড মেলেনি।',
  'changePassword.failed': 'পাসওয়ার্ড পরিবর্তন করা যায়নি। আবার চেষ্টা করুন।',
  'changePassword.error': 'পাসওয়ার্ড পরিবর্তনের সময় একটি ত্রুটি হয়েছে। আবার চেষ্টা করুন।',
  'changePassword.success': 'পাসওয়ার্ড সফলভাবে পরিবর্তন হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'changePassword.currentIncorrect': 'আপনার বর্তমান পাসওয়ার্ড ভুল।',
  'changePassword.tooManyAttempts': 'অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। পরে আবার চেষ্টা করুন।',
  // records
  'records.noData': 'কোনো তথ্য নেই',
  // deposit
  'deposit.phoneNotVerified': 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।',
  'deposit.pendingDeposit': 'আপনার একটি ডিপোজিট অপেক্ষমাণ আছে। সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'deposit.amountRequired': 'অনুগ্রহ করে পরিমাণ লিখুন।',
  'deposit.paymentMethodRequired': 'অনুগ্রহ করে একটি সঠিক পেমেন্ট পদ্ধতি বেছে নিন।',
  'deposit.channelRequired': 'অনুগ্রহ করে একটি ডিপোজিট চ্যানেল বেছে নিন।',
  'deposit.amountOutOfRange': 'ডিপোজিটের পরিমাণ ১০০ থেকে ২৫,০০০ এর মধ্যে হতে হবে।',
  'deposit.promotionInvalid': 'অনুগ্রহ করে একটি সঠিক প্রোমোশন বেছে নিন।',
  'deposit.promotionClaimed': 'আপনি এই প্রোমোশনটি আগেই নিয়েছেন।',
  'deposit.failed': 'একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'deposit.submitting': 'জমা দেওয়া হচ্ছে...',
  // depositService
  'depositService.requestExpired':
    'এই ডিপোজিট অনুরোধের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার নতুন করে ডিপোজিট শুরু করুন।',
  'depositService.gatewayRequest':
    'এই ডিপোজিটের পেমেন্ট পেমেন্ট পেজে করা হয়; এখানে এটি নিশ্চিত করা যাবে না।',
  'depositService.accountDisabled':
    'আপনার অ্যাকাউন্ট থেকে এই মুহূর্তে ডিপোজিট করা যাচ্ছে না। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  'depositService.noNumberHasRoom':
    'এই মুহূর্তে কোনো রিসিভিং নম্বরে এই পরিমাণ নেওয়া সম্ভব নয়। অনুগ্রহ করে কম পরিমাণ অথবা অন্য কোনো মাধ্যম চেষ্টা করুন।',
  'depositService.outsideMethodBounds':
    '{{method}}-এ প্রতিবার {{min}} থেকে {{max}} পর্যন্ত ডিপোজিট করা যায়। অনুগ্রহ করে পরিমাণ পরিবর্তন করুন অথবা অন্য মাধ্যম বেছে নিন।',
  // gatewayDeposit
  'gatewayDeposit.unavailable':
    'পেমেন্ট সার্ভিস এই মুহূর্তে সাড়া দিচ্ছে না। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন অথবা অন্য মাধ্যম বেছে নিন।',
  'gatewayDeposit.refused': 'পেমেন্ট সার্ভিস এই পেমেন্টটি গ্রহণ করেনি। অনুগ্রহ করে অন্য মাধ্যম বেছে নিন।',
  'gatewayDeposit.checkoutOpened': 'পেমেন্ট পেজে পেমেন্ট সম্পন্ন করুন।',
  'gatewayDeposit.paymentFailed': 'পেমেন্ট সার্ভিস এই পেমেন্টটি সম্পন্ন করেনি।',
  'gatewayDeposit.paymentCancelled': 'পেমেন্ট পেজে পেমেন্টটি বাতিল করা হয়েছে।',
  'gatewayDeposit.paymentExpired': 'পেমেন্ট করার আগেই পেমেন্ট পেজটি বন্ধ হয়ে গেছে।',
  // wallet
  'wallet.referenceUsed': 'এই TRX ID আগেই অন্য একটি ডিপোজিটের জন্য দেওয়া হয়েছে।',
  'wallet.alreadyDecided': 'এই লেনদেনের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
  'wallet.notFound': 'লেনদেন পাওয়া যায়নি।',
  // makePayment
  'makePayment.accountNumberInvalid': 'অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।',
  'makePayment.transactionIdInvalid': 'অনুগ্রহ করে সঠিক TrxID (লেনদেন আইডি) দিন, কমপক্ষে ৭ অক্ষর।',
  'makePayment.success': 'আপনার ডিপোজিট সফল হয়েছে।',
  'makePayment.error': 'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'makePayment.depositRequestMissing':
    'এই ডিপোজিট অনুরোধটি পাওয়া যায়নি। অনুগ্রহ করে আবার ডিপোজিট শুরু করুন।',
  // withdraw
  'withdraw.phoneNotVerified': 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।',
  'withdraw.pendingWithdraw':
    'আপনার একটি উত্তোলন এখনো অপেক্ষায় আছে। সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'withdraw.amountRequired': 'পরিমাণ লিখতে হবে।',
  'withdraw.accountNumberRequired': 'অ্যাকাউন্ট নম্বর দিতে হবে।',
  'withdraw.paymentMethodRequired': 'অনুগ্রহ করে আপনার পেমেন্ট পদ্ধতি বেছে নিন।',
  'withdraw.amountOutOfRange': 'উত্তোলনের পরিমাণ ৫০০ থেকে ২৫,০০০ এর মধ্যে হতে হবে।',
  'withdraw.noMethods': 'এখন কোনো উত্তোলন পদ্ধতি নেই। পরে আবার চেষ্টা করুন।',
  'withdraw.disabled': 'উত্তোলন সাময়িকভাবে বন্ধ আছে। পরে আবার চেষ্টা করুন।',
  'withdraw.success': 'উত্তোলন সফল হয়েছে!',
  'withdraw.failed': 'একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'withdraw.checkFailed': 'একটি সমস্যা হয়েছে।',
  'withdraw.checkUnknown': 'একটি অজানা সমস্যা হয়েছে।',
  'withdraw.turnoverIncomplete': 'অনুগ্রহ করে আপনার টার্নওভার পূরণ করে আবার চেষ্টা করুন।',
  'withdraw.dateOfBirthRequired': 'উত্তোলনের আগে আপনার প্রোফাইলে জন্মতারিখ দিন।',
  'withdraw.accountNotVerified': 'অনুগ্রহ করে আপনার যাচাইকৃত ফোন নম্বরগুলোর একটি বেছে নিন।',
  'withdraw.insufficientBalance': 'এই উত্তোলনের জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  // paymentRequest
  'paymentRequest.title': 'প্রস্তুত থাকুন! আপনার টাকা পাঠানো হচ্ছে',
  // receipt
  'receipt.tooLarge': 'রসিদটি সর্বোচ্চ ৫ MB-এর ছবি বা PDF হতে হবে।',
  'receipt.wrongType': 'রসিদটি JPG, PNG, WebP ছবি বা PDF হতে হবে।',
  'receipt.missing': 'এই রসিদটি পাওয়া যায়নি। অনুগ্রহ করে আবার আপলোড করুন।',
  'receipt.tooFast': 'আপনি খুব দ্রুত রসিদ আপলোড করছেন। অনুগ্রহ করে এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'receipt.dailyCount':
    'আজ যতগুলো রসিদ আপলোড করা যায় আপনি তা করে ফেলেছেন। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'receipt.dailyBytes':
    'আজকের জন্য রসিদ আপলোডের ডেটা সীমা শেষ হয়ে গেছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  // upload
  'upload.paused': 'আপলোড আপাতত বন্ধ আছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  // inbox
  'inbox.notFound': 'মেসেজ পাওয়া যায়নি।',
  'inbox.pageInvalid': 'অনুগ্রহ করে একটি সঠিক পেজ বেছে নিন।',
  'inbox.markedRead': 'মেসেজটি পড়া হয়েছে হিসেবে চিহ্নিত করা হয়েছে।',
  'inbox.deleted': 'মেসেজটি মুছে ফেলা হয়েছে।',
  // inboxNotice
  'inboxNotice.depositCreditedTitle': 'ডিপোজিট সফল হয়েছে',
  'inboxNotice.depositCreditedWithBonus':
    'আপনার {{amount}} ডিপোজিট ({{transactionId}}) আপনার মেইন ওয়ালেটে যোগ করা হয়েছে। সাথে {{bonus}} বোনাসও যোগ করা হয়েছে।',
  'inboxNotice.depositCredited':
    'আপনার {{amount}} ডিপোজিট ({{transactionId}}) আপনার মেইন ওয়ালেটে যোগ করা হয়েছে।',
  'inboxNotice.depositRejectedTitle': 'ডিপোজিট বাতিল হয়েছে',
  'inboxNotice.depositRejected':
    'আপনার {{amount}} ডিপোজিট ({{transactionId}}) বাতিল করা হয়েছে: {{reason}} আপনি যদি পেমেন্ট করে থাকেন, অনুগ্রহ করে আপনার TRX ID সহ সাপোর্টে যোগাযোগ করুন।',
  'inboxNotice.withdrawalPaidTitle': 'উইথড্র পরিশোধ করা হয়েছে',
  'inboxNotice.withdrawalPaidToWallet':
    'আপনার {{amount}} উইথড্র ({{transactionId}}) আপনার ওয়ালেটে পাঠানো হয়েছে।',
  'inboxNotice.withdrawalPaid':
    'আপনার {{amount}} উইথড্র ({{transactionId}}) {{account}}-এ পাঠানো হয়েছে।',
  'inboxNotice.withdrawalRejectedTitle': 'উইথড্র বাতিল হয়েছে',
  'inboxNotice.withdrawalRejected':
    'আপনার {{amount}} উইথড্র ({{transactionId}}) বাতিল করা হয়েছে: {{reason}} টাকাটি আপনার মেইন ওয়ালেটে ফেরত দেওয়া হয়েছে।',
  // live
  'live.unavailable': 'লাইভ আপডেট এই মুহূর্তে পাওয়া যাচ্ছে না।',
  'live.tooManyStreams':
    'অনেক বেশি লাইভ সংযোগ খোলা আছে। অনুগ্রহ করে অন্য একটি ট্যাব বন্ধ করে আবার চেষ্টা করুন।',
  // vip
  'vip.notEnoughPoints':
    'যথেষ্ট পয়েন্ট নেই। রূপান্তরের জন্য পয়েন্ট অবশ্যই সর্বনিম্ন প্রয়োজনীয় ভিপি মেনে চলতে হবে।',
  'vip.minimumRequired': 'সর্বনিম্ন প্রয়োজনীয় ভিপি: ১০।',
  'vip.failed': 'একটি ত্রুটি ঘটেছে',
  'vip.networkError': 'কয়েন রূপান্তরের সময় একটি ত্রুটি ঘটেছে।',
  'vip.success': 'ভিপি সফলভাবে রূপান্তর হয়েছে।',
  'vip.wholePoints': 'অনুগ্রহ করে পূর্ণ সংখ্যায় পয়েন্ট লিখুন।',
  'vip.insufficientPoints': 'আপনার এত ভিপি নেই।',
  'vip.conversionClosed': 'এখন ভিপি রূপান্তর করা যাচ্ছে না।',
  // vipHistory
  'vipHistory.pageInvalid': 'অনুগ্রহ করে একটি সঠিক পেজ বেছে নিন।',
  // referral
  'referral.claimMinimum': 'সব দাবি করতে কমপক্ষে ১০ প্রয়োজন।',
  'referral.claimFailed': 'বোনাস দাবি করা যায়নি। আবার চেষ্টা করুন।',
  'referral.claimError': 'বোনাস দাবি করার সময় একটি ত্রুটি ঘটেছে। আবার চেষ্টা করুন।',
  'referral.claimSuccess': 'বোনাস সফলভাবে দাবি করা হয়েছে।',
  'referral.shareUnsupported': 'এই ডিভাইসে শেয়ার করা যায় না।',
  'referral.referFriendNow': 'এখনই বন্ধুকে রেফার করুন',
  // promotion
  'promotion.fetchFailed': 'প্রোমোশন লোড করা যায়নি',
  'promotion.notFound': 'প্রোমোশন পাওয়া যায়নি।',
  // chat
  'chat.contentRequired': 'অনুগ্রহ করে একটি বার্তা লিখুন।',
  'chat.contentTooLong': 'একটি বার্তা সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।',
  'chat.chatNotFound': 'চ্যাট পাওয়া যায়নি।',
  'chat.counterpartInvalid': 'আপনি শুধু কাস্টমার সাপোর্টের সাথে চ্যাট করতে পারবেন।',
  'chat.userOneRequired': 'user_one_id আবশ্যক',
  'chat.senderRequired': 'sender_id আবশ্যক',
  'chat.notYourself': 'আপনি শুধু নিজের নামে চ্যাট করতে পারেন।',
  'chat.tooManyMessages': 'আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। একটু অপেক্ষা করুন।',
  'chat.beforeIdInvalid': 'before_id অবশ্যই একটি ধনাত্মক পূর্ণসংখ্যা হতে হবে।',
  // catalog
  'catalog.systemsFailed': 'সিস্টেম লোড করা যায়নি',
  'catalog.systemsUnexpected': 'সিস্টেম লোড করার সময় একটি অপ্রত্যাশিত ত্রুটি হয়েছে',
  'catalog.providersFailed': 'প্রোভাইডার লোড করা যায়নি',
  'catalog.providersUnexpected': 'প্রোভাইডার লোড করার সময় একটি অপ্রত্যাশিত ত্রুটি হয়েছে',
  'catalog.gamesFailed': 'গেম লোড করা যায়নি',
  'catalog.gamesUnexpected': 'গেম লোড করার সময় একটি অপ্রত্যাশিত ত্রুটি হয়েছে',
  'catalog.typeInvalid': 'অনুগ্রহ করে একটি সঠিক গেম ক্যাটাগরি বেছে নিন।',
  'catalog.systemListInvalid': 'অনুগ্রহ করে কমপক্ষে একটি সঠিক প্ল্যাটফর্ম বেছে নিন।',
  // catalogSuccess
  'catalogSuccess.systems': 'সিস্টেম সফলভাবে লোড হয়েছে',
  'catalogSuccess.providers': 'প্রোভাইডার সফলভাবে লোড হয়েছে',
  'catalogSuccess.games': 'গেম সফলভাবে লোড হয়েছে',
  'catalogSuccess.types': 'ধরন সফলভাবে লোড হয়েছে',
  'catalogSuccess.gameLaunched': 'গেম সফলভাবে চালু হয়েছে।',
  // gameRun
  'gameRun.notLoggedIn': 'ইউজার লগইন করেননি',
  'gameRun.failed': 'একটি অপ্রত্যাশিত ত্রুটি ঘটেছে',
  'gameRun.gameRequired': 'অনুগ্রহ করে একটি গেম বেছে নিন।',
  'gameRun.gameUnavailable': 'এই গেমটি এখন খেলা যাচ্ছে না।',
  'gameRun.comingSoon': 'এই গেমটি শীঘ্রই আসছে।',
  ...gamesBnMessages,
  // exchange
  'exchange.suspended': 'সাসপেন্ড',
  'exchange.ballRunning': 'বল চলছে',
  'exchange.noFancyBets': 'কোনো ফ্যান্সি বাজি নেই',
  'exchange.betMatched': 'বাজি ম্যাচ হয়েছে',
  'exchange.sportInvalid': 'অনুগ্রহ করে ক্রিকেট, ফুটবল অথবা টেনিস বেছে নিন।',
  'exchange.marketNotFound': 'মার্কেট পাওয়া যায়নি।',
  'exchange.eventNotFound': 'ইভেন্ট পাওয়া যায়নি।',
  // exchangeBet
  'exchangeBet.marketNotFound': 'মার্কেট পাওয়া যায়নি।',
  'exchangeBet.runnerNotFound': 'এই নির্বাচনটি মার্কেটে নেই।',
  'exchangeBet.sideInvalid': 'ব্যাক বা লে বেছে নিন।',
  'exchangeBet.oddsInvalid': 'প্রাইস ল্যাডার থেকে ১.০১ থেকে ১০০০ এর মধ্যে অডস বেছে নিন।',
  'exchangeBet.stakeRequired': 'অনুগ্রহ করে স্টেক লিখুন।',
  'exchangeBet.stakeOutOfRange': 'স্টেক এই মার্কেটের সীমার বাইরে।',
  'exchangeBet.stakeOutsideLimits': 'এই মার্কেটে স্টেক {{min}} থেকে {{max}} এর মধ্যে হতে হবে।',
  'exchangeBet.marketClosed': 'এই মার্কেটে বেট বন্ধ।',
  'exchangeBet.marketSuspended': 'এই মার্কেট স্থগিত। একটু পরে আবার চেষ্টা করুন।',
  'exchangeBet.runnerSuspended': 'এই নির্বাচনটি স্থগিত। একটু পরে আবার চেষ্টা করুন।',
  'exchangeBet.profitTooSmall': 'এই বেটে ৳০.০১ এর কম জেতা যাবে। স্টেক বা অডস বাড়ান।',
  'exchangeBet.insufficientFunds': 'এই বেটের জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  'exchangeBet.betNotFound': 'বেটটি পাওয়া যায়নি।',
  'exchangeBet.nothingToCancel': 'এই বেটে বাতিল করার মতো আর কিছু নেই।',
  'exchangeBet.resultInvalid':
    'অনুগ্রহ করে এই মার্কেটের একটি রানার বেছে নিন, অথবা মার্কেটটি বাতিল (ভয়েড) করুন।',
  'exchangeBet.rateChanged': 'রেট বদলে গেছে। নতুন রেট দেখে আবার চেষ্টা করুন।',
  'exchangeBet.rateInvalid': 'মার্কেটে দেখানো একটি রেট বেছে নিন।',
  'exchangeBet.alreadySettled': 'এই মার্কেটটি ইতিমধ্যে নিষ্পত্তি হয়ে গেছে।',
  // betRouting
  'betRouting.answerLost':
    'আপনার বাজিটি হয়তো প্লেস হয়েছে, হয়তো হয়নি: উত্তরটি মাঝপথে হারিয়ে গেছে। আবার প্লেস করার আগে অনুগ্রহ করে আপনার খোলা বাজিগুলো দেখে নিন।',
  'betRouting.unavailable': 'এই মার্কেটে এই মুহূর্তে বাজি নেওয়া যাচ্ছে না। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'betRouting.cancelUnavailable':
    'এই বাজিটি এই মুহূর্তে বাতিল করা যাচ্ছে না। অনুগ্রহ করে আবার চেষ্টা করুন।',
  // settlement
  'settlement.reused': 'এই নিষ্পত্তিটি আগেই ভিন্ন তথ্য দিয়ে রেকর্ড করা হয়েছে।',
  // exchangeList
  'exchangeList.marketIdsInvalid': 'অনুগ্রহ করে ১ থেকে ৩০টি মার্কেট উল্লেখ করুন।',
  'exchangeList.daysInvalid': 'অনুগ্রহ করে ১ থেকে ৭ দিন বেছে নিন।',
  // exchangeAccount
  'exchangeAccount.dateInvalid': 'তারিখটি YYYY-MM-DD আকারে দিন।',
  'exchangeAccount.rangeReversed': 'শুরুর তারিখ শেষের তারিখের পরে হতে পারবে না।',
  'exchangeAccount.rangeTooOld': 'গত ৯০ দিনের মধ্যে তারিখ বেছে নিন।',
  'exchangeAccount.rangeInFuture': 'শেষের তারিখ ভবিষ্যতে হতে পারবে না।',
  'exchangeAccount.pageInvalid': '১ থেকে একটি পাতা বেছে নিন।',
  // exchangeWallet
  'exchangeWallet.nothingToRecall': 'রিকল করার মতো কোনো আনম্যাচড বেট নেই।',
  'exchangeWallet.recalled':
    'আনম্যাচড বাজিগুলো বাতিল করা হয়েছে। সেগুলোতে আটকে থাকা টাকা মেইন ওয়ালেটে ফেরত এসেছে।',
  'exchangeWallet.marketInvalid': 'আনম্যাচড বেট আছে এমন একটি মার্কেট বেছে নিন।',
  // marketBlock
  'marketBlock.title': 'মার্কেট ব্লক',
  'marketBlock.body':
    'নির্বাচিত সেকশনটি আপনার আপলাইন ব্লক করেছে। আরও তথ্যের জন্য অনুগ্রহ করে কাস্টমার সাপোর্টে যোগাযোগ করুন।',
  'marketBlock.thanks': 'আপনার সহযোগিতার জন্য ধন্যবাদ।',
  // saferGambling
  'saferGambling.kindInvalid': 'জমার সীমা বা লোকসানের সীমা বেছে নিন।',
  'saferGambling.periodInvalid': 'দিন, সপ্তাহ বা মাস বেছে নিন।',
  'saferGambling.amountInvalid':
    '৳১ থেকে ৳১,০০,০০,০০০ পর্যন্ত একটি পূর্ণ পরিমাণ দিন, অথবা কোনো সীমা না চাইলে ঘরটি খালি রাখুন।',
  'saferGambling.breakKindInvalid': 'টাইম-আউট বা সেলফ-এক্সক্লুশন বেছে নিন।',
  'saferGambling.durationInvalid': 'বিরতি কতদিন চলবে তা বেছে নিন।',
  'saferGambling.realityCheckInvalid': 'রিমাইন্ডার কত পরপর আসবে তা বেছে নিন।',
  'saferGambling.limitLowered': 'আপনার সীমা বদলেছে এবং এখনই কার্যকর।',
  'saferGambling.limitRaisePending':
    'আপনার নতুন সীমা {{from}} থেকে কার্যকর হবে: বেশি সীমা ২৪ ঘণ্টা পরে চালু হয়।',
  'saferGambling.limitUnchanged': 'এটিই এখন আপনার সীমা।',
  'saferGambling.realityCheckSaved': 'আপনার রিমাইন্ডার সংরক্ষিত হয়েছে।',
  'saferGambling.breakStarted': 'আপনার বিরতি শুরু হয়েছে। সব ডিভাইস থেকে আপনাকে লগ আউট করা হয়েছে।',
  'saferGambling.breakLonger':
    'আপনি ইতিমধ্যে {{until}} পর্যন্ত বিরতিতে আছেন; নতুন বিরতি এর পরে শেষ হতে হবে।',
  'saferGambling.onTimeout':
    'আপনি {{until}} পর্যন্ত টাইম-আউটে আছেন: ততদিন বেট ও জমা বন্ধ। টাকা তোলা যাবে।',
  'saferGambling.onExclusion':
    'আপনি নিজেকে {{until}} পর্যন্ত বাদ রেখেছেন: ততদিন বেট ও জমা বন্ধ। টাকা তোলা যাবে।',
  'saferGambling.depositLimitDay':
    'এই জমা আপনার দৈনিক জমার সীমা {{limit}} ছাড়িয়ে যাবে। এখন সর্বোচ্চ {{left}} জমা দিতে পারবেন।',
  'saferGambling.depositLimitWeek':
    'এই জমা আপনার সাপ্তাহিক জমার সীমা {{limit}} ছাড়িয়ে যাবে। এখন সর্বোচ্চ {{left}} জমা দিতে পারবেন।',
  'saferGambling.depositLimitMonth':
    'এই জমা আপনার মাসিক জমার সীমা {{limit}} ছাড়িয়ে যাবে। এখন সর্বোচ্চ {{left}} জমা দিতে পারবেন।',
  'saferGambling.lossLimitDay':
    'এই বেট আপনার লোকসান দৈনিক সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন সর্বোচ্চ {{left}} ঝুঁকি নিতে পারবেন।',
  'saferGambling.lossLimitWeek':
    'এই বেট আপনার লোকসান সাপ্তাহিক সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন সর্বোচ্চ {{left}} ঝুঁকি নিতে পারবেন।',
  'saferGambling.lossLimitMonth':
    'এই বেট আপনার লোকসান মাসিক সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন সর্বোচ্চ {{left}} ঝুঁকি নিতে পারবেন।',
  // risk
  'risk.withdrawalsHeld':
    'আমাদের ফাইন্যান্স টিম আপনার অ্যাকাউন্ট যাচাই করছে, তাই আপাতত আপনার টাকা তোলা বন্ধ আছে। অনুগ্রহ করে কাস্টমার সাপোর্টে যোগাযোগ করুন।',
  // identity
  'identity.documentTypeInvalid': 'জাতীয় পরিচয়পত্র (NID) বা পাসপোর্ট বেছে নিন।',
  'identity.documentNumberRequired': 'আপনার কাগজে ছাপা নম্বরটি লিখুন।',
  'identity.nidNumberInvalid': 'NID নম্বরে ১০, ১৩ বা ১৭টি অঙ্ক থাকে।',
  'identity.passportNumberInvalid': 'পাসপোর্ট নম্বরে ৯টি অক্ষর থাকে, যেমন A01234567।',
  'identity.dateOfBirthRequired': 'আপনার কাগজে ছাপা জন্মতারিখটি দিন।',
  'identity.dateOfBirthInvalid': 'একটি সঠিক জন্মতারিখ দিন।',
  'identity.dateOfBirthMismatch': 'কাগজের জন্মতারিখ আপনার প্রোফাইলের জন্মদিনের সঙ্গে মিলতে হবে।',
  'identity.birthdayMissing': 'আগে আপনার প্রোফাইলে (/profile) জন্মদিন দিন, তারপর আপনার কাগজ জমা দিন।',
  'identity.frontRequired': 'আপনার কাগজের সামনের দিকের একটি ছবি দিন।',
  'identity.backRequired': 'আপনার NID-এর পেছনের দিকের একটি ছবি দিন।',
  'identity.selfieRequired': 'একটি সেলফি দিন।',
  'identity.fileMissing': 'এই ছবিটি পাওয়া যায়নি। অনুগ্রহ করে আবার দিন।',
  'identity.fileTooLarge': 'প্রতিটি ছবি সর্বোচ্চ ৫ MB-এর JPG, PNG বা WebP হতে হবে।',
  'identity.fileWrongType': 'প্রতিটি ছবি JPG, PNG বা WebP হতে হবে।',
  'identity.filesTooFast': 'আপনি খুব দ্রুত ছবি আপলোড করছেন। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'identity.filesDailyCount':
    'আজকের জন্য যত ছবি আপলোড করা যায়, আপনি সব করে ফেলেছেন। আগামীকাল আবার চেষ্টা করুন।',
  'identity.filesDailyBytes':
    'আজকের জন্য যত ছবির ডেটা আপলোড করা যায়, আপনি সব করে ফেলেছেন। আগামীকাল আবার চেষ্টা করুন।',
  'identity.alreadyPending': 'আপনার কাগজ ইতিমধ্যে যাচাইয়ের অপেক্ষায় আছে।',
  'identity.alreadyApproved': 'আপনার পরিচয় ইতিমধ্যে যাচাই করা হয়েছে।',
  'identity.submitted': 'ধন্যবাদ। আপনার কাগজ শিগগিরই যাচাই করা হবে।',
  'identity.withdrawalNeedsIdentity':
    '{{threshold}}-এর বেশি তুলতে যাচাই করা পরিচয় লাগে। "পরিচয় যাচাই করুন" পাতায় (/account/identity) পরিচয় যাচাই করে আবার চেষ্টা করুন।',
  'identity.lifetimeNeedsIdentity':
    'আপনার মোট উত্তোলন {{threshold}} ছাড়িয়ে যাবে, এর জন্য যাচাই করা পরিচয় লাগে। "পরিচয় যাচাই করুন" পাতায় (/account/identity) পরিচয় যাচাই করে আবার চেষ্টা করুন।',
  'identity.approvedTitle': 'পরিচয় যাচাই হয়েছে',
  'identity.approvedNotice': 'আপনার পরিচয় যাচাই করা হয়েছে। এখন আপনি যেকোনো পরিমাণ তুলতে পারবেন।',
  'identity.rejectedTitle': 'পরিচয় যাচাই বাতিল',
  'identity.rejectedNotice': 'আপনার পরিচয় যাচাই বাতিল হয়েছে: {{reason}}',
  'identity.resubmitTitle': 'পরিচয় যাচাই: আবার পাঠান',
  'identity.resubmitNotice': 'অনুগ্রহ করে আপনার পরিচয়ের কাগজ আবার পাঠান: {{reason}}',
};
