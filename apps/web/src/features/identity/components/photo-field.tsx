/**
 * One photo of an identity check: pick it (a phone opens its camera, `capture`), see it, and it
 * uploads at once so Submit does not wait (shared/ui/upload-field.tsx). The parent learns the
 * uploaded photo's id and whether an upload is running; the form's own error for the field shows
 * under it.
 */
import { Camera } from 'lucide-react';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UploadField } from '../../../shared/ui/upload-field';
import { useUploadIdentityPhoto } from '../api/identity-calls';
import { photoAccept, photoProblem } from '../photo-checks';

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
  const uploadPhoto = useUploadIdentityPhoto();
  return (
    <UploadField
      name={name}
      className="photo-field"
      icon={<Camera size={24} aria-hidden="true" />}
      texts={{
        label,
        pick: t('identity.takePhoto'),
        hint,
        previewAlt: t('identity.preview', { part: label }),
        uploading: t('identity.uploading'),
        uploaded: t('identity.uploaded'),
        remove: t('identity.removePhoto', { part: label }),
      }}
      accept={photoAccept}
      capture={capture}
      previewSize={72}
      upload={uploadPhoto}
      fileIdOf={(response) => response.file_id}
      problemOf={photoProblem}
      failureMessage={(failure) =>
        isApiError(failure) && failure.serverMessage
          ? failure.serverMessage
          : t('identity.uploadFailed')
      }
      error={error}
      disabled={disabled}
      onFileId={onFileId}
      onUploadingChange={onUploadingChange}
    />
  );
}
