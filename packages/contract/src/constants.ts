/** Business constants from §9 of both spec files. Names carry their unit last. */

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

export const TIME_ZONE = 'Asia/Dhaka';
export const TIME_ZONE_LABEL = 'GMT+6';
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
