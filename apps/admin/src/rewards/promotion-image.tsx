/** A promotion's banner: the current one, and an upload that replaces it (JPEG, PNG or WebP). */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_IMAGE_BYTES_MAX, type PromotionAdmin } from '@khela/contract';
import { fieldErrorsOf } from '../api/admin-api';
import { ChangeNotice } from '../ui/change-notice';
import { FormField } from '../ui/form-field';
import { uploadPromotionImage } from './rewards-api';

export function PromotionImage({ promotion }: { promotion: PromotionAdmin }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<string[] | undefined>(undefined);
  const upload = useMutation({
    mutationFn: (next: File) => uploadPromotionImage(promotion.id, next),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
  const serverErrors = fieldErrorsOf(upload.error)['image'];

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) {
      setPicked(['Choose an image first.']);
      return;
    }
    if (file.size > PROMOTION_IMAGE_BYTES_MAX) {
      setPicked([`The image can be at most ${PROMOTION_IMAGE_BYTES_MAX / 1024 / 1024} MB.`]);
      return;
    }
    setPicked(undefined);
    if (!upload.isPending) upload.mutate(file);
  };

  return (
    <section className="promotion-image" aria-labelledby="banner-title">
      <h2 id="banner-title">Banner</h2>
      <img
        className="promotion-banner"
        src={upload.data?.data.thumbnail ?? promotion.thumbnail}
        alt={`Banner of ${promotion.name}`}
      />
      <form className="filters" onSubmit={send} aria-label="Upload a banner">
        <FormField
          id="image"
          label="New banner (JPEG, PNG or WebP, 750 × 375 looks best)"
          errors={picked ?? serverErrors}
        >
          {(control) => (
            <input
              {...control}
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <button className="button button-primary" type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload banner'}
        </button>
      </form>
      <ChangeNotice
        notice={upload.isSuccess ? upload.data.message : ''}
        failure={serverErrors === undefined ? upload.error : null}
      />
    </section>
  );
}
