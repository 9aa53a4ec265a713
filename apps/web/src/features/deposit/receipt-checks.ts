/**
 * The receipt checks the phone runs before uploading (the server checks again, from the file's
 * bytes): an image or a PDF of at most 5 MB. A wrong type is named first, since a huge video is
 * wrong for its type before its size.
 */
import { RECEIPT_SIZE_BYTES_MAX, receiptContentTypes, receiptMessages } from '@khela/contract';

const acceptedTypes: readonly string[] = receiptContentTypes;

/** For the file picker's `accept`, so the phone offers the right files first. */
export const receiptAccept = receiptContentTypes.join(',');

export function receiptProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!acceptedTypes.includes(file.type) || file.size === 0) return receiptMessages.wrongType;
  if (file.size > RECEIPT_SIZE_BYTES_MAX) return receiptMessages.tooLarge;
  return undefined;
}

export function isImageReceipt(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}
