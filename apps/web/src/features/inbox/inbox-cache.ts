/** Changes to the cached inbox pages made before (or instead of) asking the server again. */
import type { InboxPages } from './api/get-inbox';

export function withMessagesRead(pages: InboxPages, ids: ReadonlySet<number>): InboxPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((message) =>
        ids.has(message.id) && !message.is_read ? { ...message, is_read: true } : message,
      ),
    })),
  };
}

export function withoutMessages(pages: InboxPages, ids: ReadonlySet<number>): InboxPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.filter((message) => !ids.has(message.id)),
    })),
  };
}
