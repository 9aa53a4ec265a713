/**
 * The photo checks the phone runs before uploading (the server checks again, from the file's
 * bytes): a JPG, PNG or WebP image of at most 5 MB. A wrong type is named first.
 */
import {
  IDENTITY_FILE_SIZE_BYTES_MAX,
  identityFileContentTypes,
  identityMessages,
} from '@khela/contract';

const acceptedTypes: readonly string[] = identityFileContentTypes;

/** For the picker's `accept`: any image, so a phone offers its camera and its gallery. */
export const photoAccept = 'image/*';

export function photoProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!acceptedTypes.includes(file.type) || file.size === 0) return identityMessages.fileWrongType;
  if (file.size > IDENTITY_FILE_SIZE_BYTES_MAX) return identityMessages.fileTooLarge;
  return undefined;
}
