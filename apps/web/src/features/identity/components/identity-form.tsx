/**
 * The identity submission: the document (an NID or a passport), its number, the date of birth
 * printed on it, and the photos (an NID's back too), each uploaded as it is picked. Checked with
 * the contract's schema; the server's per-field refusals land under their fields.
 */
import { identityDocumentTypes, identitySubmitRequestSchema } from '@khela/contract';
import { useCallback, useState } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSubmitIdentity } from '../api/identity-calls';
import { PhotoField } from './photo-field';

const photoFields = ['front_file_id', 'back_file_id', 'selfie_file_id'] as const;
type PhotoFieldName = (typeof photoFields)[number];
const formFields = ['document_type', 'document_number', 'date_of_birth', ...photoFields] as const;

export function IdentityForm({ today }: { today: string }) {
  const { t } = useTranslation();
  const submitIdentity = useSubmitIdentity();
  const form = useContractForm(identitySubmitRequestSchema, {
    defaultValues: {
      document_type: 'nid',
      document_number: '',
      date_of_birth: '',
      front_file_id: '',
      back_file_id: '',
      selfie_file_id: '',
    },
  });
  const [uploading, setUploading] = useState<Partial<Record<PhotoFieldName, boolean>>>({});
  const isUploading = Object.values(uploading).some(Boolean);
  const documentType = form.watch('document_type');

  const setFileId = (name: PhotoFieldName) => (fileId: string | undefined) =>
    form.setValue(name, fileId ?? '', { shouldValidate: form.formState.isSubmitted });
  const onUploadingChange = useCallback(
    (name: PhotoFieldName) => (isBusy: boolean) =>
      setUploading((current) =>
        current[name] === isBusy ? current : { ...current, [name]: isBusy },
      ),
    [],
  );

  const onSubmit = form.submit(async (values) => {
    try {
      await submitIdentity.mutateAsync({
        ...values,
        back_file_id: values.document_type === 'nid' ? values.back_file_id : undefined,
      });
    } catch (error) {
      form.showRefusal(error, formFields, { failed: t('identity.submitFailed') });
    }
  });

  const photo = (name: PhotoFieldName, part: 'front' | 'back' | 'selfie') => (
    <PhotoField
      name={name}
      label={t(`identity.photos.${part}`)}
      hint={t(`identity.photoHints.${part}`)}
      capture={part === 'selfie' ? 'user' : 'environment'}
      error={form.errorOf(name)}
      disabled={submitIdentity.isPending}
      onFileId={setFileId(name)}
      onUploadingChange={onUploadingChange(name)}
    />
  );

  return (
    <form className="identity-form stack-3" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('identity.documentType')}
        options={identityDocumentTypes.map((type) => ({
          value: type,
          label: t(`identity.documentTypes.${type}`),
        }))}
        {...form.field('document_type')}
      />
      <TextField
        label={t('identity.documentNumber')}
        hint={t(`identity.numberHints.${documentType}`)}
        autoComplete="off"
        inputMode={documentType === 'nid' ? 'numeric' : 'text'}
        {...form.field('document_number')}
      />
      <TextField
        label={t('identity.dateOfBirth')}
        hint={t('identity.dateOfBirthHint')}
        type="date"
        max={today}
        {...form.field('date_of_birth')}
      />
      {photo('front_file_id', 'front')}
      {documentType === 'nid' ? photo('back_file_id', 'back') : null}
      {photo('selfie_file_id', 'selfie')}
      <FormAlert message={form.failureText} />
      <Button
        type="submit"
        block
        disabled={isUploading}
        isBusy={submitIdentity.isPending}
        busyLabel={t('identity.submitting')}
      >
        {t('identity.submit')}
      </Button>
    </form>
  );
}
