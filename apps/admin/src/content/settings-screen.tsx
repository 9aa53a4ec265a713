/**
 * Settings: the maintenance and withdrawal switches (each with a confirm step) and the site's
 * title, desktop mode and system notice (the popup players see on arrival).
 */
import { useState, type FormEvent } from 'react';
import {
  desktopModes,
  maintenanceMessage,
  SITE_TITLE_LENGTH_MAX,
  SYSTEM_NOTICE_LENGTH_MAX,
  type AdminSiteSettings,
  type DesktopMode,
} from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { FieldError, invalidProps } from './field-error';
import { SwitchCard } from './switch-card';
import { fieldErrorsOf, useSaveSettings, useSiteSettings } from './use-site-settings';
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
              ? `Players opening the site's home see only “${maintenanceMessage}” until you turn maintenance off; a home screen already open switches within a minute.`
              : 'The home opens to players again on their next load (within a minute on an open screen).'
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
    </div>
  );
}

function SiteDetailsForm({ current }: { current: AdminSiteSettings }) {
  const save = useSaveSettings();
  const [title, setTitle] = useState(current.site_title);
  const [desktopMode, setDesktopMode] = useState<DesktopMode>(current.desktop_mode);
  const [notice, setNotice] = useState(current.system_notice ?? '');
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate(
      { site_title: title, desktop_mode: desktopMode, system_notice: notice },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form className="content-form" onSubmit={submit} aria-label="Site details" noValidate>
      <h2>Site</h2>
      <div className="field">
        <label className="field">
          <span className="field-label">Site title</span>
          <input
            name="site_title"
            maxLength={SITE_TITLE_LENGTH_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            {...invalidProps('site-title-error', errors['site_title'])}
          />
        </label>
        <FieldError id="site-title-error" messages={errors['site_title']} />
      </div>
      <div className="field">
        <label className="field">
          <span className="field-label">Desktop mode</span>
          <select
            name="desktop_mode"
            value={desktopMode}
            onChange={(event) => setDesktopMode(event.target.value as DesktopMode)}
            {...invalidProps('desktop-mode-error', errors['desktop_mode'])}
          >
            {desktopModes.map((mode) => (
              <option key={mode} value={mode}>
                {desktopModeLabels[mode]}
              </option>
            ))}
          </select>
        </label>
        <FieldError id="desktop-mode-error" messages={errors['desktop_mode']} />
      </div>
      <div className="field">
        <label className="field">
          <span className="field-label">System notice (the popup players see on arrival)</span>
          <textarea
            name="system_notice"
            rows={4}
            maxLength={SYSTEM_NOTICE_LENGTH_MAX}
            value={notice}
            onChange={(event) => setNotice(event.target.value)}
            {...invalidProps('system-notice-error', errors['system_notice'])}
          />
        </label>
        <span className="hint">
          {notice.length}/{SYSTEM_NOTICE_LENGTH_MAX}. Leave empty for no popup. English or Bangla.
        </span>
        <FieldError id="system-notice-error" messages={errors['system_notice']} />
      </div>
      {save.isError && Object.keys(errors).length === 0 && (
        <p className="form-error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          Saved. Players see it on their next load.
        </p>
      )}
      <div>
        <button className="button button-primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save site details'}
        </button>
      </div>
    </form>
  );
}
