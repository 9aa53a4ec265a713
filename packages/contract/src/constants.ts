/** Business constants from [contract: Limits] of both spec files. Names carry their unit last. */

export const MOBILE_BREAKPOINT_PX = 768;

/** Currencies offered at signup, with the desktop form's numeric codes. */
export const currencies = ['BDT', 'INR', 'PKR'] as const;
export type Currency = (typeof currencies)[number];
export const DEFAULT_CURRENCY: Currency = 'BDT';
export const currencyTypeCodes: Record<Currency, number> = { BDT: 8, INR: 7, PKR: 17 };

export const callingCodes = ['880', '91', '92'] as const;
export const DEFAULT_CALLING_CODE = '880';
/** The mobile signup form shows a fixed +88 before the phone digits. */
export const MOBILE_SIGNUP_PHONE_PREFIX = '+88';

export const SIGNUP_USERNAME_LENGTH_MIN = 8;
export const SIGNUP_USERNAME_LENGTH_MAX = 16;
export const PASSWORD_LENGTH_MIN = 8;
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

// Desktop registration: its username and password follow the signup's rules above (one set of
// rules for both forms); the refer code's length is a hint beside the field.
export const DESKTOP_REFER_CODE_LENGTH_MIN = 6;
export const DESKTOP_REFER_CODE_LENGTH_MAX = 20;
export const FULL_NAME_LENGTH_MAX = 100;
export const CAPTCHA_DIGITS = 4;

// Password recovery and change.
export const OTP_DIGITS = 6;
export const RESET_PASSWORD_LENGTH_MIN = 8;
export const RESET_REDIRECT_DELAY_MS = 1_500;
export const PASSWORD_CHANGE_REDIRECT_DELAY_MS = 1_500;

export const BALANCE_POLL_MS = 10_000;
export const HEADER_CLOCK_TICK_MS = 1_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const BANNER_AUTO_ADVANCE_MS = 3_000;
export const MARQUEE_SPEED = 30;
export const CATEGORY_SLIDE_MS = 500;
export const SCROLL_THRESHOLD_PX = 300;
export const CHAT_BUTTON_DRAG_THRESHOLD_PX = 10;
export const FOOTER_COLLAPSED_HEIGHT_PX = 970;
export const REFRESH_SPIN_MS = 500;

// Desktop promotions carousel and filter strip.
export const DESKTOP_PROMOTION_SLIDE_MS = 3_000;
export const CAROUSEL_TRANSITION_MS = 500;
/** The banner progress value runs 0 to 100, one step per tick. */
export const PROGRESS_TICK_MS = 30;
export const PROMOTION_FILTER_STRIP_SLIDES_MAX = 7;
/** Narrower windows show fewer filter slides; the first matching row wins. */
export const promotionFilterStripSlides = [
  { viewportWidthBelowPx: 480, slideCount: 2 },
  { viewportWidthBelowPx: 600, slideCount: 3 },
  { viewportWidthBelowPx: 1024, slideCount: 4 },
] as const;

// Polling and delays in the player area.
export const INBOX_POLL_MS = 10_000;
export const VIP_USER_POLL_MS = 1_000;
export const EVENT_POLL_MS = 300;
export const CLAIM_RELOAD_DELAY_MS = 1_500;
export const VERIFICATION_CODE_COUNTDOWN_SECONDS = 300;

// Preview lengths.
export const PROMOTION_DESCRIPTION_PREVIEW_WORDS = 5;
export const INBOX_PREVIEW_WORDS = 5;
export const CHAT_PROMOTION_DESCRIPTION_WORDS = 100;
export const GAME_NAME_PREVIEW_CHARACTERS = 15;
/** 'Last 7 days' in the record filters runs from this many days before now up to now. */
export const RECORD_FILTER_LAST_DAYS = 7;

// Deposit and withdrawal, in taka as the screens show them.
export const DEPOSIT_AMOUNT_TAKA_MIN = 100;
export const DEPOSIT_AMOUNT_TAKA_MAX = 25_000;
/** In the order the deposit screen shows them. */
export const depositQuickPicksTaka = [
  2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 25_000, 1_000, 500, 100,
] as const;
export const WITHDRAW_AMOUNT_TAKA_MIN = 500;
export const WITHDRAW_AMOUNT_TAKA_MAX = 25_000;
/** The deposit picks without 100, which is below the withdrawal minimum. */
export const withdrawQuickPicksTaka = [
  2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 25_000, 1_000, 500,
] as const;
/** Minutes the make-payment countdown runs when the e-wallet answer carries no timer. */
export const EWALLET_TIMER_DEFAULT_MINUTES = 10;
export const PAYMENT_REQUEST_COUNTDOWN_MINUTES = 30;
export const DEPOSIT_CONFIRM_PHONE_DIGITS = 11;
export const TRANSACTION_REFERENCE_LENGTH_MIN = 7;
/** A masked account number shows this many digits at each end. */
export const ACCOUNT_NUMBER_MASK_VISIBLE_DIGITS = 2;
export const PAYMENT_METHOD_ACTIVE_STATUS = 'active';

// VIP points, referral cash bonus, extra phones.
export const VIP_CONVERT_POINTS_MIN = 10;
export const CASH_CLAIM_TAKA_MIN = 10;
export const EXTRA_PHONES_MAX = 2;
export const REFERRAL_QR_SIZE_PX = 128;

/**
 * The original client hard-coded these chat ids: 7 is the support counterpart, 6 the sender.
 * Our server takes the sender from the session; only the support counterpart id stays fixed.
 */
export const SUPPORT_CHAT_COUNTERPART_ID = 7;
export const HARD_CODED_CHAT_SENDER_ID = 6;

/** Values the spec's promotion data shows; the demo seed uses them. */
export const WELCOME_SPORTS_BONUS_TAKA = 7_777;
export const WELCOME_DEPOSIT_BONUS_PERCENT = 100;
export const SAMPLE_PROMOTION_END_DATE = '2024-12-31';

export const TIME_ZONE = 'Asia/Dhaka';
export const TIME_ZONE_LABEL = 'GMT+6';
/** Bangladesh keeps UTC+6 all year (no daylight saving), so day boundaries are a fixed offset. */
export const TIME_ZONE_OFFSET_MINUTES = 360;
export const CURRENCY_SYMBOL = '৳';
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
