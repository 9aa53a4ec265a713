/**
 * App: the Android build players download from the App button and "Get the app", saved on their
 * phones under the site's name. Without one, those buttons explain how to install the site from
 * the browser instead. The file is checked here by name and size, and by its bytes on the server.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANDROID_APP_SIZE_BYTES_MAX, siteAdminMessages } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { formatDateTime } from '../format';
import { LoadState } from '../shell/load-state';
import { ConfirmStep } from '../ui/confirm-step';
import { FormField } from '../ui/form-field';
import { androidAppKey, getAndroidApp, publishAndroidApp, removeAndroidApp } from './content-api';

/** 12.4 MB, 100 MB, or 830 KB for a file under a megabyte. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

function checkApp(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.apk')) return siteAdminMessages.androidAppWrongType;
  if (file.size > ANDROID_APP_SIZE_BYTES_MAX) return siteAdminMessages.androidAppTooLarge;
  return null;
}

export function AndroidAppScreen() {
  const client = useQueryClient();
  const app = useQuery({ queryKey: androidAppKey, queryFn: getAndroidApp });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A new key empties the file input once its file is published.
  const [inputKey, setInputKey] = useState(0);
  const publish = useMutation({
    mutationFn: publishAndroidApp,
    onSuccess: (answer) => {
      client.setQueryData(androidAppKey, answer);
      setFile(null);
      setInputKey((key) => key + 1);
      setDone('The app is published. Players download it from the App button.');
    },
  });
  const remove = useMutation({
    mutationFn: removeAndroidApp,
    onSuccess: (answer) => {
      client.setQueryData(androidAppKey, { app: null });
      setConfirming(false);
      setDone(answer.message);
    },
  });
  if (!app.data) return <LoadState query={app} what="the Android app" />;
  const current = app.data.app;
  const refusal =
    publish.error === null
      ? null
      : (fieldErrorsOf(publish.error)['app']?.join(' ') ?? errorMessage(publish.error));

  return (
    <section className="logo-slot android-app" aria-labelledby="android-app-title">
      <h2 id="android-app-title">Android app</h2>
      {current === null ? (
        <p className="hint">
          No app is published: the App button and “Get the app” show players how to add the site to
          their Home screen.
        </p>
      ) : (
        <dl className="android-app__facts">
          <dt>Players download</dt>
          <dd>
            <a href={current.download_url}>{current.file_name}</a>
          </dd>
          <dt>Size</dt>
          <dd>{fileSize(current.size_bytes)}</dd>
          <dt>Published</dt>
          <dd>{formatDateTime(current.uploaded_at)}</dd>
        </dl>
      )}
      <FormField
        key={inputKey}
        id="android-app-file"
        label={current === null ? 'App file' : 'New version'}
        hint={`An .apk file, at most ${fileSize(ANDROID_APP_SIZE_BYTES_MAX)}. It is saved on players’ phones under the site’s name.`}
        errors={[problem, refusal].filter((item) => item !== null)}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".apk,application/vnd.android.package-archive"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const chosenProblem = chosen === null ? null : checkApp(chosen);
              publish.reset();
              setDone(null);
              setProblem(chosenProblem);
              setFile(chosenProblem === null ? chosen : null);
            }}
          />
        )}
      </FormField>
      {done !== null && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="filters">
        <button
          className="button button-primary"
          type="button"
          disabled={file === null || publish.isPending}
          onClick={() => {
            if (file !== null && !publish.isPending) publish.mutate(file);
          }}
        >
          {publish.isPending ? 'Uploading…' : 'Publish this app'}
        </button>
        {current !== null && !confirming && (
          <button
            className="button"
            type="button"
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
          >
            Remove the app
          </button>
        )}
      </div>
      {current !== null && confirming && (
        <ConfirmStep
          label="Remove the Android app"
          confirmLabel={remove.isPending ? 'Removing…' : 'Remove it'}
          isBusy={remove.isPending}
          isDanger
          error={remove.error}
          onConfirm={() => remove.mutate()}
          onBack={() => setConfirming(false)}
        >
          <p>
            Players will no longer be able to download {current.file_name}; the App button will show
            the install from the browser instead.
          </p>
        </ConfirmStep>
      )}
    </section>
  );
}
