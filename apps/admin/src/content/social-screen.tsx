/** Social links: where the player app's support and share buttons lead (GET /api/sociallink). */
import { useState, type FormEvent } from 'react';
import { SOCIAL_LINK_LENGTH_MAX, type AdminSiteSettings } from '@khela/contract';
import { fieldErrorsOf } from '../api/admin-api';
import { ChangeNotice } from '../ui/change-notice';
import { TextField } from '../ui/text-field';
import { LoadState } from '../shell/load-state';
import { useSaveSettings, useSiteSettings } from './use-site-settings';

const linkFields = [
  ['whatsapp', 'WhatsApp', 'https://wa.me/8801XXXXXXXXX'],
  ['facebook', 'Facebook', 'https://facebook.com/your-page'],
  ['telegram', 'Telegram', 'https://t.me/your-channel'],
  ['live_chat', 'Live chat', 'https://…'],
] as const;
type LinkKey = (typeof linkFields)[number][0] | 'support_mail';

export function SocialScreen() {
  const settings = useSiteSettings();
  if (!settings.data) return <LoadState query={settings} what="social links" />;
  return <SocialForm current={settings.data.settings} />;
}

function SocialForm({ current }: { current: AdminSiteSettings }) {
  const save = useSaveSettings();
  const [values, setValues] = useState<Record<LinkKey, string>>({
    whatsapp: current.whatsapp ?? '',
    facebook: current.facebook ?? '',
    telegram: current.telegram ?? '',
    live_chat: current.live_chat ?? '',
    support_mail: current.support_mail ?? '',
  });
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);
  const set = (key: LinkKey, value: string) => setValues((now) => ({ ...now, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className="content-form" onSubmit={submit} aria-label="Social links" noValidate>
      <p className="hint">Full addresses starting with https://. Leave a field empty to hide it.</p>
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
      <ChangeNotice
        notice={saved ? 'Links saved.' : ''}
        failure={Object.keys(errors).length === 0 ? save.error : null}
      />
      <div>
        <button className="button button-primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save links'}
        </button>
      </div>
    </form>
  );
}
