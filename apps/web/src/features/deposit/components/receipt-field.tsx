/**
 * The receipt upload area on /make-payment: pick an image or a PDF (at most 5 MB, checked here
 * before anything is sent), see a preview of an image, and the file uploads at once so Submit
 * does not wait for it. The parent learns the receipt id, and whether an upload is running.
 */
import { FileText, ImagePlus, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { buttonClasses } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/loaders';
import { useUploadReceipt } from '../api/upload-receipt';
import { refusalMessage } from '../api/wallet-call-errors';
import { isImageReceipt, receiptAccept, receiptProblem } from '../receipt-checks';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

type Upload =
  | { status: 'none' }
  | { status: 'uploading' | 'uploaded' | 'failed'; file: File; previewUrl: string | undefined };

export function ReceiptField({
  disabled,
  onReceiptId,
  onUploadingChange,
}: {
  disabled: boolean;
  onReceiptId: (receiptId: string | undefined) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadReceipt = useUploadReceipt();
  const [upload, setUpload] = useState<Upload>({ status: 'none' });
  const [problem, setProblem] = useState<string>();

  const previewUrl = upload.status === 'none' ? undefined : upload.previewUrl;
  useEffect(() => {
    if (previewUrl === undefined) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const isUploading = upload.status === 'uploading';
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  const send = (file: File, shownUrl: string | undefined) => {
    setProblem(undefined);
    setUpload({ status: 'uploading', file, previewUrl: shownUrl });
    uploadReceipt.mutate(file, {
      onSuccess: (response) => {
        setUpload({ status: 'uploaded', file, previewUrl: shownUrl });
        onReceiptId(response.receipt_id);
      },
      onError: (error) => {
        setUpload({ status: 'failed', file, previewUrl: shownUrl });
        setProblem(refusalMessage(error) ?? t('makePayment.receiptUploadFailed'));
      },
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a removal; an emptied input lets it fire again.
    event.target.value = '';
    if (!file) return;
    onReceiptId(undefined);
    const fileProblem = receiptProblem(file);
    if (fileProblem !== undefined) {
      setUpload({ status: 'none' });
      setProblem(fileProblem);
      return;
    }
    send(file, isImageReceipt(file) ? URL.createObjectURL(file) : undefined);
  };

  const onRemove = () => {
    uploadReceipt.reset();
    setUpload({ status: 'none' });
    setProblem(undefined);
    onReceiptId(undefined);
    inputRef.current?.focus();
  };

  const errorId = `${inputId}-error`;
  return (
    <div className="field receipt-field">
      <span className="field__label" id={`${inputId}-label`}>
        {t('makePayment.receipt')}
      </span>
      {upload.status === 'none' ? (
        <label htmlFor={inputId} className="receipt-drop stack-1">
          <ImagePlus size={24} aria-hidden="true" />
          <span className="receipt-drop__text">{t('makePayment.receiptChoose')}</span>
          <span className="field__hint">{t('makePayment.receiptHint')}</span>
        </label>
      ) : (
        <div className="receipt-file box-sunken row-3">
          {upload.previewUrl ? (
            <img
              className="receipt-file__preview"
              src={upload.previewUrl}
              alt={t('makePayment.receiptPreview')}
              width={64}
              height={64}
            />
          ) : (
            <span
              className="receipt-file__preview receipt-file__preview--pdf inline-center"
              aria-hidden="true"
            >
              <FileText size={28} />
            </span>
          )}
          <div className="receipt-file__text">
            <span className="receipt-file__name text-clip">{upload.file.name}</span>
            <span className="receipt-file__status" aria-live="polite">
              {upload.status === 'uploading' ? (
                <>
                  <Spinner size={14} /> {t('makePayment.receiptUploading')}
                </>
              ) : upload.status === 'uploaded' ? (
                t('makePayment.receiptUploaded')
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
            aria-label={t('makePayment.receiptRemove')}
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
        name="receipt"
        className="visually-hidden"
        accept={receiptAccept}
        disabled={disabled || isUploading}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={errorId}
        onChange={onPick}
      />
      <p id={errorId} className="field__error" aria-live="polite">
        {problem === undefined ? '' : translate(problem)}
      </p>
    </div>
  );
}
