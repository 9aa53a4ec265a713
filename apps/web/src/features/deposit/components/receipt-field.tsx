/**
 * The receipt upload area on /make-payment: pick an image or a PDF (at most 5 MB, checked here
 * before anything is sent), see a preview of an image, and the file uploads at once so Submit
 * does not wait for it (shared/ui/upload-field.tsx). The parent learns the receipt id, and
 * whether an upload is running.
 */
import { ImagePlus } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UploadField } from '../../../shared/ui/upload-field';
import { useUploadReceipt } from '../api/upload-receipt';
import { refusalMessage } from '../api/wallet-call-errors';
import { isImageReceipt, receiptAccept, receiptProblem } from '../receipt-checks';

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
  const uploadReceipt = useUploadReceipt();
  return (
    <UploadField
      name="receipt"
      className="receipt-field"
      icon={<ImagePlus size={24} aria-hidden="true" />}
      texts={{
        label: t('makePayment.receipt'),
        pick: t('makePayment.receiptChoose'),
        hint: t('makePayment.receiptHint'),
        previewAlt: t('makePayment.receiptPreview'),
        uploading: t('makePayment.receiptUploading'),
        uploaded: t('makePayment.receiptUploaded'),
        remove: t('makePayment.receiptRemove'),
      }}
      accept={receiptAccept}
      previewSize={64}
      upload={uploadReceipt}
      fileIdOf={(response) => response.receipt_id}
      problemOf={receiptProblem}
      hasPreview={isImageReceipt}
      failureMessage={(error) => refusalMessage(error) ?? t('makePayment.receiptUploadFailed')}
      disabled={disabled}
      onFileId={onReceiptId}
      onUploadingChange={onUploadingChange}
    />
  );
}
