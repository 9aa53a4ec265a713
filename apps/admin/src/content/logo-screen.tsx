/**
 * Logo: the four images /api/logo answers (desktop logo, mobile logo, loader, favicon). Each is
 * previewed as it is now and as chosen; "Use this image" uploads it and makes it current.
 */
import { useState } from 'react';
import type { AdminSiteSettings } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { uploadImage } from './content-api';
import { ImageInput, usePreview } from './image-picker';
import { LoadState } from '../shell/load-state';
import { useSaveSettings, useSiteSettings } from './use-site-settings';

type Slot = 'logo' | 'mobile_logo' | 'loader_logo' | 'favicon';
const slots: readonly [Slot, string, string][] = [
  ['logo', 'Logo', 'Desktop header.'],
  ['mobile_logo', 'Mobile logo', 'Phone header.'],
  ['loader_logo', 'Loader logo', 'Shown while the app starts.'],
  ['favicon', 'Favicon', 'The browser tab icon; square.'],
];

export function LogoScreen() {
  const settings = useSiteSettings();
  if (!settings.data) return <LoadState query={settings} what="logos" />;
  const current = settings.data.settings;
  return (
    <div className="logo-grid">
      {slots.map(([slot, label, hint]) => (
        <LogoSlot key={slot} slot={slot} label={label} hint={hint} current={current} />
      ))}
    </div>
  );
}

function LogoSlot(props: { slot: Slot; label: string; hint: string; current: AdminSiteSettings }) {
  const save = useSaveSettings();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const preview = usePreview(file);
  const busy = isUploading || save.isPending;

  const use = async () => {
    if (file === null || busy) return;
    setIsUploading(true);
    setFailure(null);
    setSaved(false);
    try {
      const { url } = await uploadImage(file);
      await save.mutateAsync({ [props.slot]: url });
      setFile(null);
      setSaved(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFailure((fields['image'] ?? fields[props.slot])?.join(' ') ?? errorMessage(error));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <section className="logo-slot" aria-labelledby={`${props.slot}-title`}>
      <h2 id={`${props.slot}-title`}>{props.label}</h2>
      <p className="hint">{props.hint}</p>
      <div className="image-pair">
        <figure>
          <img src={props.current[props.slot]} alt={`Current ${props.label.toLowerCase()}`} />
          <figcaption className="faint">Now</figcaption>
        </figure>
        {preview !== null && (
          <figure>
            <img src={preview} alt={`Chosen ${props.label.toLowerCase()}`} />
            <figcaption className="faint">Chosen</figcaption>
          </figure>
        )}
      </div>
      <ImageInput
        id={`${props.slot}-file`}
        label={`New ${props.label.toLowerCase()}`}
        errors={[problem, failure].filter((item) => item !== null)}
        onChoose={(chosen, chosenProblem) => {
          setSaved(false);
          setFailure(null);
          setProblem(chosenProblem);
          setFile(chosenProblem === null ? chosen : null);
        }}
      />
      {saved && (
        <p className="notice" role="status">
          {props.label} updated.
        </p>
      )}
      <div>
        <button
          className="button button-primary"
          type="button"
          disabled={file === null || busy}
          onClick={() => void use()}
        >
          {busy ? 'Uploading…' : 'Use this image'}
        </button>
      </div>
    </section>
  );
}
