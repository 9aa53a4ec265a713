/**
 * Social links: where the player app's support and share buttons lead (GET /api/sociallink), and
 * the affiliate programme's login page, which the side menu offers once it is set.
 */
import { useState } from 'react';
import { SOCIAL_LINK_LENGTH_MAX, type AdminSiteSettings } from '@khela/contract';
import { TextField } from '../ui/text-field';
import { LoadState } from '../shell/load-state';
import { SettingsForm } from './settings-form';
import { useSiteSettings } from './use-site-settings';

const linkFields = [
  ['whatsapp', 'WhatsApp', 'https://wa.me/8801XXXXXXXXX'],
  ['facebook', 'Facebook', 'https://facebook.com/your-page'],
  ['telegram', 'Telegram', 'https://t.me/your-channel'],
  ['live_chat', 'Live chat', 'https://…'],
  ['affiliate_url', 'Affiliate login', 'https://affiliate.example.com/login'],
] as const;
type LinkKey = (typeof linkFields)[number][0] | 'support_mail';

export function SocialScreen() {
  const settings = useSiteSettings();
  if (!settings.data) return <LoadState query={settings} what="social links" />;
  return <SocialForm current={settings.data.settings} />;
}

function SocialForm({ current }: { current: AdminSiteSettings }) {
  const [values, setValues] = useState<Record<LinkKey, string>>({
    whatsapp: current.whatsapp ?? '',
    facebook: current.facebook ?? '',
    telegram: current.telegram ?? '',
    live_chat: current.live_chat ?? '',
    affiliate_url: current.affiliate_url ?? '',
    support_mail: current.support_mail ?? '',
  });
  const set = (key: LinkKey, value: string) => setValues((now) => ({ ...now, [key]: value }));

  return (
    <SettingsForm
      label="Social links"
      values={values}
      savedNotice="Links saved."
      saveLabel="Save links"
    >
      {(errors) => (
        <>
          <p className="hint">
            Full addresses starting with https://. Leave a field empty to hide it.
          </p>
          {linkFields.map(([key, label, placeholder]) => (
            <TextField
              key={key}
              id={key}
              label={label}
              errors={errors[key]}
              name={key}
              type="url"
              placeholder={placeholder}
              maxLength={SOCIAL_LINK_LENGTH_MAX}
              value={values[key]}
              onValueChange={(value) => set(key, value)}
            />
          ))}
          <TextField
            id="support-mail"
            label="Support e-mail"
            errors={errors['support_mail']}
            name="support_mail"
            type="email"
            placeholder="support@example.com"
            value={values.support_mail}
            onValueChange={(value) => set('support_mail', value)}
          />
        </>
      )}
    </SettingsForm>
  );
}
