/**
 * An upload's real type, decided from its first bytes (its magic number), never from the
 * Content-Type the client claims. Receipts, identity photos, the site's and promotions' images
 * and the catalogue's thumbnails all ask here, each then keeping the types it accepts.
 */

export interface SniffedType {
  contentType: string;
  extension: string;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** JPEG, PNG, WebP or PDF from the magic number, or undefined for anything else. */
export function sniffUploadType(bytes: Buffer): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('%PDF-')))
    return { contentType: 'application/pdf', extension: 'pdf' };
  return undefined;
}
