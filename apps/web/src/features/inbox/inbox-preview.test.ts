import { describe, expect, it } from 'vitest';
import { withMessagesRead, withoutMessages } from './inbox-cache';
import { messagePreview } from './inbox-preview';
import type { InboxPages } from './api/get-inbox';

describe('the message preview', () => {
  it('shows the first five words, with an ellipsis only when there are more', () => {
    expect(messagePreview('Your deposit of ৳1,000.00 (D7K2) was added to your Main Wallet.')).toBe(
      'Your deposit of ৳1,000.00 (D7K2)…',
    );
    expect(messagePreview('  Short   and\nsweet  ')).toBe('Short and sweet');
    expect(messagePreview('one two three four five')).toBe('one two three four five');
    expect(messagePreview('')).toBe('');
  });
});

describe('the cached pages', () => {
  const pages: InboxPages = {
    pageParams: [1, 2],
    pages: [
      {
        data: [
          { id: 3, title: 'c', message: 'c', created_at: '2025-01-03T00:00:00Z', is_read: false },
          { id: 2, title: 'b', message: 'b', created_at: '2025-01-02T00:00:00Z', is_read: true },
        ],
        current_page: 1,
        last_page: 2,
        per_page: 2,
        total: 3,
      },
      {
        data: [
          { id: 1, title: 'a', message: 'a', created_at: '2025-01-01T00:00:00Z', is_read: false },
        ],
        current_page: 2,
        last_page: 2,
        per_page: 2,
        total: 3,
      },
    ],
  };

  it('marks messages read on every page', () => {
    const read = withMessagesRead(pages, new Set([1, 3]));
    expect(read.pages.flatMap((page) => page.data.map((m) => m.is_read))).toEqual([
      true,
      true,
      true,
    ]);
    expect(pages.pages[0]!.data[0]!.is_read).toBe(false);
  });

  it('takes deleted messages out of every page', () => {
    const left = withoutMessages(pages, new Set([2, 1]));
    expect(left.pages.map((page) => page.data.map((m) => m.id))).toEqual([[3], []]);
  });
});
