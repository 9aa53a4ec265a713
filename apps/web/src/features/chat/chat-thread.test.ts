// Proves the thread's assembly: pages and live messages merged once each in written order, a
// live message added only where it is new, and a day line where the GMT+6 day changes.
import { describe, expect, it } from 'vitest';
import {
  isOwnMessage,
  stillOutgoing,
  threadMessages,
  withDayLines,
  withNewMessage,
} from './chat-thread';
import { playerMessage, supportMessage } from './testing/chat-fixtures';

const pages = (...lists: ReturnType<typeof playerMessage>[][]) => ({
  pages: lists.map((data, index) => ({ data, has_more: index < lists.length - 1 })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : 100 - index)),
});

describe('threadMessages', () => {
  it('puts older pages first and keeps each message once', () => {
    const newest = [playerMessage(3, 'c'), supportMessage(4, 'd')];
    const older = [playerMessage(1, 'a'), supportMessage(2, 'b'), playerMessage(3, 'c')];
    expect(threadMessages(pages(newest, older)).map((message) => message.id)).toEqual([1, 2, 3, 4]);
    expect(threadMessages(undefined)).toEqual([]);
  });
});

describe('withNewMessage', () => {
  it('adds a live message to the newest page, in order, once', () => {
    const before = pages([playerMessage(1, 'a'), playerMessage(3, 'c')]);
    const after = withNewMessage(before, supportMessage(2, 'b'));
    expect(after?.pages[0]?.data.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(withNewMessage(after, supportMessage(2, 'b'))).toBe(after);
  });

  it('leaves a thread that has not loaded alone', () => {
    expect(withNewMessage(undefined, supportMessage(2, 'b'))).toBeUndefined();
  });
});

describe('withDayLines', () => {
  it('starts each day with a day line', () => {
    const messages = [
      playerMessage(1, 'a', '2025-11-22T17:00:00.000Z'),
      supportMessage(2, 'b', '2025-11-22T17:30:00.000Z'),
      // 00:30 the next day in Dhaka.
      playerMessage(3, 'c', '2025-11-22T18:30:00.000Z'),
    ];
    const dayOf = (instant: string) =>
      new Date(Date.parse(instant) + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(
      withDayLines(messages, dayOf).map((item) =>
        item.kind === 'day' ? item.day : item.message.id,
      ),
    ).toEqual(['2025-11-22', 1, 2, '2025-11-23', 3]);
  });
});

describe('isOwnMessage', () => {
  it('tells the player’s messages from the desk’s by sender, not by id', () => {
    expect(isOwnMessage(playerMessage(1, 'a'))).toBe(true);
    expect(isOwnMessage(supportMessage(2, 'b'))).toBe(false);
  });
});

describe('stillOutgoing', () => {
  const sending = (localId: number, content: string, afterId: number) => ({
    localId,
    content,
    status: 'sending' as const,
    afterId,
  });

  it('drops a sending message once the thread holds it, matching each stored one once', () => {
    const outgoing = [sending(1, 'Hi', 5), sending(2, 'Hi', 5), sending(3, 'Later', 5)];
    // The same text sent before (id 4) does not count; the new one (id 6) matches the first.
    const messages = [playerMessage(4, 'Hi'), playerMessage(6, 'Hi')];
    expect(stillOutgoing(outgoing, messages).map((item) => item.localId)).toEqual([2, 3]);
  });

  it('keeps a failed message, and never matches the desk’s words', () => {
    const failed = { localId: 1, content: 'Hi', status: 'failed' as const, afterId: 0 };
    expect(stillOutgoing([failed], [playerMessage(2, 'Hi')])).toEqual([failed]);
    expect(stillOutgoing([sending(2, 'Hi', 0)], [supportMessage(3, 'Hi')])).toHaveLength(1);
  });
});
