// Proves a receipt must be a JPG, PNG, WebP or PDF of at most 5 MB before it is uploaded, with the
// contract's messages, and that only images get a preview.
import { RECEIPT_SIZE_BYTES_MAX, receiptMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { isImageReceipt, receiptAccept, receiptProblem } from './receipt-checks';

describe('receiptProblem', () => {
  it('accepts images and PDFs up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(receiptProblem({ type, size: 1024 }), type).toBeUndefined();
    }
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_SIZE_BYTES_MAX })).toBeUndefined();
  });

  it('refuses a file over 5 MB', () => {
    expect(receiptProblem({ type: 'image/jpeg', size: RECEIPT_SIZE_BYTES_MAX + 1 })).toBe(
      receiptMessages.tooLarge,
    );
  });

  it('refuses other types, and an empty file, naming the type first', () => {
    expect(receiptProblem({ type: 'video/mp4', size: RECEIPT_SIZE_BYTES_MAX * 4 })).toBe(
      receiptMessages.wrongType,
    );
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe(receiptMessages.wrongType);
    expect(receiptProblem({ type: 'image/png', size: 0 })).toBe(receiptMessages.wrongType);
  });

  it('previews images only, and offers the accepted types to the picker', () => {
    expect(isImageReceipt({ type: 'image/webp' })).toBe(true);
    expect(isImageReceipt({ type: 'application/pdf' })).toBe(false);
    expect(receiptAccept).toBe('image/jpeg,image/png,image/webp,application/pdf');
  });
});
