/**
 * Site settings with their defaults. A key the operator never set still answers its default, so a
 * fresh database serves a working site.
 */
import { desktopModes, type DesktopMode } from '@khela/contract';

export interface SiteSettings {
  site_title: string;
  site_status: number;
  whatsapp: string | null;
  live_chat: string | null;
  intercom: string | null;
  tawk_id: string | null;
  system_notice: string | null;
  support_mail: string | null;
  withdrawal_status: number;
  desktop_mode: DesktopMode;
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
  facebook: string | null;
  telegram: string | null;
  /** The affiliate programme's login page, on its own sub-host; the side menu links to it. */
  affiliate_url: string | null;
  /** Path of the operator's Android build under the storage folder, e.g. 'app/android.apk'. */
  android_apk: string | null;
  /**
   * Times a deposit without a promotion must be wagered before a withdrawal (0 for none). A
   * promotion's own `turnover` multiple replaces it.
   */
  deposit_turnover_multiple: number;
  /** VIP points earned per ৳100 of settled stake (0 stops accrual). */
  vip_points_per_100_taka: number;
  /** What one VIP point pays into the Main Wallet when converted, in paisa (0 stops conversion). */
  vip_point_value_paisa: number;
  /** A referrer's cash reward on each downline's settled stake, in basis points (20 = 0.2 %). */
  referral_reward_basis_points: number;
  /** Minutes between reality checks for a player who has not chosen (0: off). */
  reality_check_minutes: number;
  /** The help line shown on the safer-gambling page and in the footer: its words and its link. */
  helpline_text: string | null;
  helpline_url: string | null;
  /** The limits a new player starts with (whole taka, 0: none); the player may change them. */
  default_deposit_limit_day_taka: number;
  default_deposit_limit_week_taka: number;
  default_deposit_limit_month_taka: number;
  default_loss_limit_day_taka: number;
  default_loss_limit_week_taka: number;
  default_loss_limit_month_taka: number;
  /** A single withdrawal above this many taka needs an approved identity check. */
  kyc_withdrawal_threshold_taka: number;
  /** Paid and pending withdrawals above this many taka in all need an approved identity too. */
  kyc_lifetime_withdrawal_taka: number;
}

export const defaultSiteSettings: SiteSettings = {
  site_title: 'Khela',
  site_status: 1,
  whatsapp: null,
  live_chat: null,
  intercom: null,
  tawk_id: null,
  system_notice: null,
  support_mail: null,
  withdrawal_status: 1,
  desktop_mode: 'full',
  logo: '/storage/site/logo.svg',
  mobile_logo: '/storage/site/mobile-logo.svg',
  loader_logo: '/storage/site/loader-logo.svg',
  favicon: '/storage/site/favicon.svg',
  facebook: null,
  telegram: null,
  affiliate_url: null,
  android_apk: null,
  deposit_turnover_multiple: 1,
  vip_points_per_100_taka: 1,
  vip_point_value_paisa: 100,
  referral_reward_basis_points: 20,
  reality_check_minutes: 60,
  helpline_text: null,
  helpline_url: null,
  default_deposit_limit_day_taka: 0,
  default_deposit_limit_week_taka: 0,
  default_deposit_limit_month_taka: 0,
  default_loss_limit_day_taka: 0,
  default_loss_limit_week_taka: 0,
  default_loss_limit_month_taka: 0,
  kyc_withdrawal_threshold_taka: 10_000,
  kyc_lifetime_withdrawal_taka: 100_000,
};

type SettingKey = keyof SiteSettings;

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** Merges stored values over the defaults, ignoring a stored value of the wrong type. */
export function resolveSettings(stored: ReadonlyMap<string, unknown>): SiteSettings {
  const settings: SiteSettings = { ...defaultSiteSettings };
  for (const key of Object.keys(defaultSiteSettings) as SettingKey[]) {
    if (!stored.has(key)) continue;
    const value = stored.get(key);
    const fallback = defaultSiteSettings[key];
    if (key === 'desktop_mode') {
      if (typeof value === 'string' && (desktopModes as readonly string[]).includes(value)) {
        settings.desktop_mode = value as DesktopMode;
      }
    } else if (typeof fallback === 'number') {
      if (typeof value === 'number' && Number.isInteger(value))
        Object.assign(settings, { [key]: value });
    } else if (typeof fallback === 'string') {
      if (typeof value === 'string') Object.assign(settings, { [key]: value });
    } else if (isNullableString(value)) {
      Object.assign(settings, { [key]: value === '' ? null : value });
    }
  }
  return settings;
}
