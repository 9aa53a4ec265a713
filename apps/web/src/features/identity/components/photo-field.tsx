/**
 * One photo of an identity check: pick it (a phone opens its camera, `capture`), see it, and it
 * uploads at once so Submit does not wait. The parent learns the uploaded photo's id and whether
 * an upload is running; the form's own error for the field shows under it.
 */
import { Camera, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError } from '../../../shared/api-client';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { buttonClasses } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/loaders';
import { useUploadIdentityPhoto } from '../api/identity-calls';
import { photoAccept, photoProblem } from '../photo-checks';

type Upload =
  | { status: 'none' }
  | { status: 'uploading' | 'uploaded' | 'failed'; file: File; previewUrl: string };

export function PhotoField({
  name,
  label,
  hint,
  capture,
  error,
  disabled,
  onFileId,
  onUploadingChange,
}: {
  name: string;
  label: string;
  hint: string;
  /** Which camera a phone opens: the back one for a document, the front one for a selfie. */
  capture: 'environment' | 'user';
  error: string | undefined;
  disabled: boolean;
  onFileId: (fileId: string | undefined) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadPhoto = useUploadIdentityPhoto();
  const [upload, setUpload] = useState<Upload>({ status: 'none' });
  const [problem, setProblem] = useState<string>();

  const previewUrl = upload.status === 'none' ? undefined : upload.previewUrl;
  useEffect(() => {
    if (previewUrl === undefined) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const isUploading = upload.status === 'uploading';
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  const send = (file: File, shownUrl: string) => {
    setProblem(undefined);
    setUpload({ status: 'uploading', file, previewUrl: shownUrl });
    uploadPhoto.mutate(file, {
      onSuccess: (response) => {
        setUpload({ status: 'uploaded', file, previewUrl: shownUrl });
        onFileId(response.file_id);
      },
      onError: (failure) => {
        setUpload({ status: 'failed', file, previewUrl: shownUrl });
        setProblem(
          isApiError(failure) && failure.serverMessage
            ? failure.serverMessage
            : t('identity.uploadFailed'),
        );
      },
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo may be picked again after a removal; an emptied input lets it fire again.
    event.target.value = '';
    if (!file) return;
    onFileId(undefined);
    const fileProblem = photoProblem(file);
    if (fileProblem !== undefined) {
      setUpload({ status: 'none' });
      setProblem(fileProblem);
      return;
    }
    send(file, URL.createObjectURL(file));
  };

  const onRemove = () => {
    uploadPhoto.reset();
    setUpload({ status: 'none' });
    setProblem(undefined);
    onFileId(undefined);
    inputRef.current?.focus();
  };

  const shownError = problem === undefined ? error : translate(problem);
  const errorId = `${inputId}-error`;
  return (
    <div className="field photo-field">
      <span className="field__label" id={`${inputId}-label`}>
        {label}
      </span>
      {upload.status === 'none' ? (
        <label htmlFor={inputId} className="photo-drop stack-1">
          <Camera size={24} aria-hidden="true" />
          <span className="photo-drop__text">{t('identity.takePhoto')}</span>
          <span className="field__hint">{hint}</span>
        </label>
      ) : (
        <div className="photo-file box-sunken row-3">
          <img
            className="photo-file__preview"
            src={upload.previewUrl}
            alt={t('identity.preview', { part: label })}
            width={72}
            height={72}
          />
          <div className="photo-file__text">
            <span className="photo-file__name text-clip">{upload.file.name}</span>
            <span className="photo-file__status" aria-live="polite">
              {upload.status === 'uploading' ? (
                <>
                  <Spinner size={14} /> {t('identity.uploading')}
                </>
              ) : upload.status === 'uploaded' ? (
                t('identity.uploaded')
              ) : null}
            </span>
          </div>
          {upload.status === 'failed' ? (
            <button
              type="button"
              className={buttonClasses('ghost', 'md', false, 'button--icon')}
              aria-label={t('common.retry')}
              disabled={disabled}
              onClick={() => send(upload.file, upload.previewUrl)}
            >
              <RotateCw size={20} aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClasses('ghost', 'md', false, 'button--icon')}
            aria-label={t('identity.removePhoto', { part: label })}
            disabled={disabled || isUploading}
            onClick={onRemove}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={name}
        className="visually-hidden"
        accept={photoAccept}
        capture={capture}
        disabled={disabled || isUploading}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={errorId}
        aria-invalid={shownError ? true : undefined}
        onChange={onPick}
      />
      <p id={errorId} className="field__error" aria-live="polite">
        {shownError ?? ''}
      </p>
    </div>
  );
}
