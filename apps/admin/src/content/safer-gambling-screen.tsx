/**
 * Safer gambling settings: the reality check for players who chose none, the help line players
 * see on the Safer gambling page and in the footer, and the limits a new player starts with
 * (players lower them at once and raise them after a day, as any limit).
 */
import { useState } from 'react';
import {
  defaultLimitKeys,
  HELPLINE_TEXT_LENGTH_MAX,
  realityCheckChoices,
  SOCIAL_LINK_LENGTH_MAX,
  type AdminSiteSettings,
  type DefaultLimitKey,
} from '@khela/contract';
import { LoadState } from '../shell/load-state';
import { ChoiceField } from '../ui/choice-field';
import { TextField } from '../ui/text-field';
import { SettingsForm } from './settings-form';
import { useSiteSettings } from './use-site-settings';

const limitLabels: Record<DefaultLimitKey, string> = {
  default_deposit_limit_day_taka: 'Deposits per day',
  default_deposit_limit_week_taka: 'Deposits per week',
  default_deposit_limit_month_taka: 'Deposits per month',
  default_loss_limit_day_taka: 'Losses per day',
  default_loss_limit_week_taka: 'Losses per week',
  default_loss_limit_month_taka: 'Losses per month',
};

type Minutes = `${(typeof realityCheckChoices)[number]}`;
const minuteChoices = realityCheckChoices.map((minutes): Minutes => `${minutes}`);

export function SaferGamblingScreen() {
  const settings = useSiteSettings();
  if (!settings.data) return <LoadState query={settings} what="safer gambling settings" />;
  return <SaferGamblingForm current={settings.data.settings} />;
}

function SaferGamblingForm({ current }: { current: AdminSiteSettings }) {
  const [minutes, setMinutes] = useState(`${current.reality_check_minutes}` as Minutes);
  const [helplineText, setHelplineText] = useState(current.helpline_text ?? '');
  const [helplineUrl, setHelplineUrl] = useState(current.helpline_url ?? '');
  const [limits, setLimits] = useState<Record<DefaultLimitKey, string>>(
    () =>
      Object.fromEntries(
        defaultLimitKeys.map((key) => [key, current[key] > 0 ? String(current[key]) : '']),
      ) as Record<DefaultLimitKey, string>,
  );
  const values = {
    reality_check_minutes: Number(minutes),
    helpline_text: helplineText,
    helpline_url: helplineUrl,
    ...Object.fromEntries(
      defaultLimitKeys.map((key) => [key, limits[key].trim() === '' ? 0 : limits[key].trim()]),
    ),
  };
  return (
    <SettingsForm
      label="Safer gambling"
      values={values}
      savedNotice="Safer gambling settings saved."
      saveLabel="Save safer gambling settings"
    >
      {(errors) => (
        <>
          <ChoiceField
            id="reality-check-minutes"
            label="Reality check for players who chose none"
            hint="How often a signed-in player is shown the time played and the result since login."
            errors={errors['reality_check_minutes']}
            options={minuteChoices}
            labelOf={(choice) => (choice === '0' ? 'Off' : `Every ${choice} minutes`)}
            value={minutes}
            onValueChange={setMinutes}
          />
          <TextField
            id="helpline-text"
            label="Help line"
            hint="Shown on the Safer gambling page and in the footer. Leave empty to show none."
            errors={errors['helpline_text']}
            maxLength={HELPLINE_TEXT_LENGTH_MAX}
            value={helplineText}
            onValueChange={setHelplineText}
          />
          <TextField
            id="helpline-url"
            label="Help line link"
            errors={errors['helpline_url']}
            type="url"
            placeholder="https://…"
            maxLength={SOCIAL_LINK_LENGTH_MAX}
            value={helplineUrl}
            onValueChange={setHelplineUrl}
          />
          <fieldset className="content-fieldset">
            <legend>Limits new players start with (৳, empty for none)</legend>
            <p className="hint">
              Players who join after you save start with these; players who joined before keep their
              own.
            </p>
            {defaultLimitKeys.map((key) => (
              <TextField
                key={key}
                id={key}
                label={limitLabels[key]}
                errors={errors[key]}
                inputMode="numeric"
                value={limits[key]}
                onValueChange={(value) =>
                  setLimits((now) => ({ ...now, [key]: value.replace(/\D/g, '') }))
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </SettingsForm>
  );
}
