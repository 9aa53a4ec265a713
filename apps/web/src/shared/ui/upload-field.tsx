/**
 * A file field that uploads as soon as a file is picked, so the form's Submit does not wait: the
 * drop area to pick from, then the file with its preview (an icon for a file that is no image),
 * whether it is uploading or uploaded, a retry after a failure and a remove. The deposit receipt
 * and the identity photos use it; each gives its own upload call, checks, words and picker.
 */
import { FileText, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useMessageTranslator } from '../i18n/server-messages';
import { useTranslation } from '../i18n/use-translation';
import { buttonClasses } from './button';
import { Spinner } from './loaders';
import './upload-field.css';

type Upload =
  | { status: 'none' }
  | { status: 'uploading' | 'uploaded' | 'failed'; file: File; previewUrl: string | undefined };

/** The upload call, as a react-query mutation gives it. */
export interface FileUpload<Response> {
  mutate: (
    file: File,
    callbacks: { onSuccess: (response: Response) => void; onError: (error: unknown) => void },
  ) => void;
  reset: () => void;
}

export interface UploadFieldTexts {
  label: string;
  /** In the drop area, under the icon. */
  pick: string;
  hint: string;
  previewAlt: string;
  uploading: string;
  uploaded: string;
  /** The remove button's name. */
  remove: string;
}

export function UploadField<Response>({
  name,
  className,
  icon,
  texts,
  accept,
  capture,
  previewSize,
  upload,
  fileIdOf,
  problemOf,
  hasPreview = () => true,
  failureMessage,
  error,
  disabled,
  onFileId,
  onUploadingChange,
}: {
  name: string;
  /** The field's own class beside `upload-field`, for the page's styles. */
  className: string;
  /** The drop area's icon. */
  icon: ReactNode;
  texts: UploadFieldTexts;
  /** The picker's `accept`. */
  accept: string;
  /** Which camera a phone opens, when the field wants a photo taken. */
  capture?: 'environment' | 'user';
  /** The preview's width and height in pixels (the stylesheet sizes it the same). */
  previewSize: number;
  upload: FileUpload<Response>;
  fileIdOf: (response: Response) => string;
  /** What is wrong with a picked file before it is sent (a server message), or undefined. */
  problemOf: (file: File) => string | undefined;
  /** Whether the file is an image to preview. */
  hasPreview?: (file: File) => boolean;
  /** What a failed upload reads as. */
  failureMessage: (error: unknown) => string;
  /** The form's own error for the field, shown while the field has none of its own. */
  error?: string | undefined;
  disabled: boolean;
  onFileId: (fileId: string | undefined) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState<Upload>({ status: 'none' });
  const [problem, setProblem] = useState<string>();

  const previewUrl = current.status === 'none' ? undefined : current.previewUrl;
  useEffect(() => {
    if (previewUrl === undefined) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const isUploading = current.status === 'uploading';
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  const send = (file: File, shownUrl: string | undefined) => {
    setProblem(undefined);
    setCurrent({ status: 'uploading', file, previewUrl: shownUrl });
    upload.mutate(file, {
      onSuccess: (response) => {
        setCurrent({ status: 'uploaded', file, previewUrl: shownUrl });
        onFileId(fileIdOf(response));
      },
      onError: (failure) => {
        setCurrent({ status: 'failed', file, previewUrl: shownUrl });
        setProblem(failureMessage(failure));
      },
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a removal; an emptied input lets it fire again.
    event.target.value = '';
    if (!file) return;
    onFileId(undefined);
    const fileProblem = problemOf(file);
    if (fileProblem !== undefined) {
      setCurrent({ status: 'none' });
      setProblem(fileProblem);
      return;
    }
    send(file, hasPreview(file) ? URL.createObjectURL(file) : undefined);
  };

  const onRemove = () => {
    upload.reset();
    setCurrent({ status: 'none' });
    setProblem(undefined);
    onFileId(undefined);
    inputRef.current?.focus();
  };

  const shownError = problem === undefined ? error : translate(problem);
  const errorId = `${inputId}-error`;
  return (
    <div className={`field upload-field ${className}`}>
      <span className="field__label" id={`${inputId}-label`}>
        {texts.label}
      </span>
      {current.status === 'none' ? (
        <label htmlFor={inputId} className="upload-drop stack-1">
          {icon}
          <span className="upload-drop__text">{texts.pick}</span>
          <span className="field__hint">{texts.hint}</span>
        </label>
      ) : (
        <div className="upload-file box-sunken row-3">
          {current.previewUrl ? (
            <img
              className="upload-file__preview"
              src={current.previewUrl}
              alt={texts.previewAlt}
              width={previewSize}
              height={previewSize}
            />
          ) : (
            <span
              className="upload-file__preview upload-file__preview--icon inline-center"
              aria-hidden="true"
            >
              <FileText size={28} />
            </span>
          )}
          <div className="upload-file__text">
            <span className="upload-file__name text-clip">{current.file.name}</span>
            <span className="upload-file__status" aria-live="polite">
              {current.status === 'uploading' ? (
                <>
                  <Spinner size={14} /> {texts.uploading}
                </>
              ) : current.status === 'uploaded' ? (
                texts.uploaded
              ) : null}
            </span>
          </div>
          {current.status === 'failed' ? (
            <button
              type="button"
              className={buttonClasses('ghost', 'md', false, 'button--icon')}
              aria-label={t('common.retry')}
              disabled={disabled}
              onClick={() => send(current.file, current.previewUrl)}
            >
              <RotateCw size={20} aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClasses('ghost', 'md', false, 'button--icon')}
            aria-label={texts.remove}
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
        accept={accept}
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
