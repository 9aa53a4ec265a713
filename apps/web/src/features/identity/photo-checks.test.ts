// Proves the photo check before an upload: a JPG, PNG or WebP of at most 5 MB, the type named first.
import { IDENTITY_FILE_SIZE_BYTES_MAX, identityMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-checks';

describe('photoProblem', () => {
  it('takes a photo up to 5 MB and refuses a byte more', () => {
    expect(
      photoProblem({ type: 'image/jpeg', size: IDENTITY_FILE_SIZE_BYTES_MAX }),
    ).toBeUndefined();
    expect(photoProblem({ type: 'image/png', size: IDENTITY_FILE_SIZE_BYTES_MAX + 1 })).toBe(
      identityMessages.fileTooLarge,
    );
  });

  it('refuses a PDF, a HEIC or an empty file as the wrong type, even when huge', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      identityMessages.fileWrongType,
    );
    expect(photoProblem({ type: 'image/heic', size: 10 ** 9 })).toBe(
      identityMessages.fileWrongType,
    );
    expect(photoProblem({ type: 'image/webp', size: 0 })).toBe(identityMessages.fileWrongType);
  });
});
