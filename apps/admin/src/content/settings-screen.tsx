/**
 * Settings: the maintenance and withdrawal switches (each with a confirm step), the site's
 * title, desktop mode and system notice (the popup players see on arrival), and the withdrawal
 * amounts above which a player needs an approved identity check.
 */
import { useState } from 'react';
import {
  desktopModes,
  maintenanceMessage,
  SITE_TITLE_LENGTH_MAX,
  SYSTEM_NOTICE_LENGTH_MAX,
  type AdminSiteSettings,
  type DesktopMode,
} from '@khela/contract';
import { ChoiceField } from '../ui/choice-field';
import { TextAreaField, TextField } from '../ui/text-field';
import { SettingsForm } from './settings-form';
import { SwitchCard } from './switch-card';
import { useSaveSettings, useSiteSettings } from './use-site-settings';
import { LoadState } from '../shell/load-state';

const desktopModeLabels: Record<DesktopMode, string> = {
  full: 'Full site on desktop',
  coming_soon: '“Coming soon” page on desktop',
};

export function SettingsScreen() {
  const settings = useSiteSettings();
  const save = useSaveSettings();
  if (!settings.data) return <LoadState query={settings} what="settings" />;
  const current = settings.data.settings;
  return (
    <div className="content-stack">
      <div className="switch-grid">
        <SwitchCard
          title="Maintenance"
          isOn={current.site_status === 0}
          alarmWhenOn
          onLabel="On — site closed to players"
          offLabel="Off — site open"
          consequence={(on) =>
            on
              ? `Every player screen shows only “${maintenanceMessage}” and every player call (sign-in, deposits, withdrawals, bets, games) is refused until you turn maintenance off; a screen already open switches within a minute. Exchange markets and Crash rounds already open run on and settle as usual: suspend markets in Trading if they should stop too. This console keeps working.`
              : 'The site opens to players again on their next load (within a minute on an open screen).'
          }
          actionLabel={(on) => (on ? 'Turn maintenance on' : 'Turn maintenance off')}
          onConfirm={(on) => save.mutateAsync({ site_status: on ? 0 : 1 })}
        />
        <SwitchCard
          title="Withdrawals"
          isOn={current.withdrawal_status === 1}
          onLabel="Open"
          offLabel="Stopped"
          consequence={(on) =>
            on
              ? 'Players can request withdrawals again.'
              : 'Players cannot request withdrawals until you open them again. Requests already made stay in the queue.'
          }
          actionLabel={(on) => (on ? 'Open withdrawals' : 'Stop withdrawals')}
          onConfirm={(on) => save.mutateAsync({ withdrawal_status: on ? 1 : 0 })}
        />
      </div>
      <SiteDetailsForm current={current} />
      <IdentityThresholdsForm current={current} />
    </div>
  );
}

function SiteDetailsForm({ current }: { current: AdminSiteSettings }) {
  const [title, setTitle] = useState(current.site_title);
  const [desktopMode, setDesktopMode] = useState<DesktopMode>(current.desktop_mode);
  const [notice, setNotice] = useState(current.system_notice ?? '');

  return (
    <SettingsForm
      label="Site details"
      values={{ site_title: title, desktop_mode: desktopMode, system_notice: notice }}
      savedNotice="Saved. Players see it on their next load."
      saveLabel="Save site details"
    >
      {(errors) => (
        <>
          <h2>Site</h2>
          <TextField
            id="site-title"
            label="Site title"
            errors={errors['site_title']}
            name="site_title"
            maxLength={SITE_TITLE_LENGTH_MAX}
            value={title}
            onValueChange={setTitle}
          />
          <ChoiceField
            id="desktop-mode"
            label="Desktop mode"
            errors={errors['desktop_mode']}
            name="desktop_mode"
            options={desktopModes}
            labelOf={(mode) => desktopModeLabels[mode]}
            value={desktopMode}
            onValueChange={setDesktopMode}
          />
          <TextAreaField
            id="system-notice"
            label="System notice (the popup players see on arrival)"
            hint={`${notice.length}/${SYSTEM_NOTICE_LENGTH_MAX}. Leave empty for no popup. English or Bangla.`}
            errors={errors['system_notice']}
            name="system_notice"
            rows={4}
            maxLength={SYSTEM_NOTICE_LENGTH_MAX}
            value={notice}
            onValueChange={setNotice}
          />
        </>
      )}
    </SettingsForm>
  );
}

/** Whole taka as typed; anything else goes as typed, so the server's field message answers it. */
function takaOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function IdentityThresholdsForm({ current }: { current: AdminSiteSettings }) {
  const [single, setSingle] = useState(String(current.kyc_withdrawal_threshold_taka));
  const [lifetime, setLifetime] = useState(String(current.kyc_lifetime_withdrawal_taka));
  return (
    <SettingsForm
      label="Identity checks"
      values={{
        kyc_withdrawal_threshold_taka: takaOf(single),
        kyc_lifetime_withdrawal_taka: takaOf(lifetime),
      }}
      savedNotice="Saved. The next withdrawal is checked against it."
      saveLabel="Save identity thresholds"
    >
      {(errors) => (
        <>
          <h2>Identity checks</h2>
          <TextField
            id="kyc-single"
            label="One withdrawal above (৳) needs a verified identity"
            hint="0: every withdrawal needs one."
            errors={errors['kyc_withdrawal_threshold_taka']}
            name="kyc_withdrawal_threshold_taka"
            inputMode="numeric"
            value={single}
            onValueChange={setSingle}
          />
          <TextField
            id="kyc-lifetime"
            label="Withdrawals above (৳) in all, paid and pending, need a verified identity"
            errors={errors['kyc_lifetime_withdrawal_taka']}
            name="kyc_lifetime_withdrawal_taka"
            inputMode="numeric"
            value={lifetime}
            onValueChange={setLifetime}
          />
        </>
      )}
    </SettingsForm>
  );
}
