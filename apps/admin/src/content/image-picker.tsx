/**
 * Choosing an image to upload: the type and size are checked here first (the server checks the
 * bytes again), and a preview of the chosen file is shown before anything is sent.
 */
import { useEffect, useMemo } from 'react';
import {
  SITE_IMAGE_SIZE_BYTES_MAX,
  siteAdminMessages,
  siteImageContentTypes,
} from '@khela/contract';
import { FormField } from '../ui/form-field';

export function checkImage(file: File): string | null {
  if (!(siteImageContentTypes as readonly string[]).includes(file.type)) {
    return siteAdminMessages.imageWrongType;
  }
  if (file.size > SITE_IMAGE_SIZE_BYTES_MAX) return siteAdminMessages.imageTooLarge;
  return null;
}

/** An object URL for the chosen file, revoked when it changes or the screen closes. */
export function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

interface Props {
  id: string;
  label: string;
  onChoose: (file: File | null, problem: string | null) => void;
  /** The chosen file's problem or the upload's refusal, shown under the input. */
  errors?: readonly string[];
}

export function ImageInput({ id, label, onChoose, errors }: Props) {
  return (
    <FormField id={id} label={label} hint="PNG, JPG or WebP, at most 2 MB." errors={errors}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={siteImageContentTypes.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onChoose(file, file === null ? null : checkImage(file));
          }}
        />
      )}
    </FormField>
  );
}
