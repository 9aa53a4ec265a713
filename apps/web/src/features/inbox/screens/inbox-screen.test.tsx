import type { InboxListResponse, InboxMessage } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveConnection } from '../../../shared/live/live-stream';
import { mockFetch, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { InboxScreen } from './inbox-screen';

function message(id: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    title: `Notice ${id}`,
    message: `Message number ${id} has more than five words in it.`,
    created_at: '2025-11-23T12:05:00.000Z',
    is_read: false,
    ...overrides,
  };
}

function page(
  data: InboxMessage[],
  currentPage: number,
  lastPage: number,
): { body: InboxListResponse } {
  return {
    body: {
      success: true,
      data: { data, current_page: currentPage, last_page: lastPage, per_page: 10, total: 12 },
    },
  };
}

function listHandler(pages: Record<string, { body: InboxListResponse }>): MockHandler {
  return (request) => pages[request.url.searchParams.get('page') ?? '1'] ?? { status: 500 };
}

beforeEach(() => {
  window.localStorage.setItem('token', 'player-token');
  window.localStorage.setItem('remote_id', '42');
});
afterEach(() => liveConnection.stop());

describe('the inbox screen', () => {
  it('lists title, time and the first five words, pages on request and ends with a note', async () => {
    const { requests } = mockFetch({
      'GET /api/inbox': listHandler({
        '1': page([message(12), message(11, { is_read: true })], 1, 2),
        '2': page([message(2)], 2, 2),
      }),
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });

    const first = await screen.findByRole('button', { name: /Notice 12/ });
    expect(first.textContent).toContain('23/11/2025 18:05 GMT+6');
    expect(first.textContent).toContain('Message number 12 has more…');
    expect(first.textContent).toContain('Unread');
    expect(first.className).toContain('inbox-row--unread');
    expect(screen.getByRole('button', { name: /Notice 11/ }).className).toContain(
      'inbox-row--read',
    );
    expect(requests.find((r) => r.url.pathname === '/api/inbox')!.url.search).toBe(
      '?remote_id=42&page=1',
    );
    expect(screen.queryByText('You have reached the end of your inbox.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Notice 2/ })).toBeTruthy();
    expect(screen.getByText('You have reached the end of your inbox.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens the whole message in a modal and marks it read', async () => {
    const { requests } = mockFetch({
      'GET /api/inbox': listHandler({ '1': page([message(7)], 1, 1) }),
      'GET /api/inbox/7': { body: { success: true, data: message(7) } },
      'PATCH /api/inbox/7/read': { body: { success: true, message: 'Message marked as read.' } },
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: /Notice 7/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Notice 7' });
    expect(dialog.textContent).toContain('Message number 7 has more than five words in it.');
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'PATCH' && r.url.pathname === '/api/inbox/7/read'),
      ).toBe(true),
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Notice 7/ }).className).toContain('inbox-row--read');
  });

  it('says so when an opened message was deleted elsewhere', async () => {
    mockFetch({
      'GET /api/inbox': listHandler({ '1': page([message(7, { is_read: true })], 1, 1) }),
      'GET /api/inbox/7': { status: 404, body: { message: 'Message not found.' } },
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: /Notice 7/ }));
    expect(await screen.findByText('This message is no longer available.')).toBeTruthy();
  });

  it('chooses messages in Edit mode, then reads or deletes them', async () => {
    let deleted = false;
    const { requests } = mockFetch({
      'GET /api/inbox': () =>
        deleted ? page([message(3)], 1, 1) : page([message(5), message(4), message(3)], 1, 1),
      'PATCH /api/inbox/5/read': { body: { success: true, message: 'ok' } },
      'DELETE /api/inbox/5': () => {
        deleted = true;
        return { body: { success: true, message: 'Message deleted.' } };
      },
      'DELETE /api/inbox/4': { status: 404, body: { message: 'Message not found.' } },
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });
    await screen.findByRole('button', { name: /Notice 5/ });

    fireEvent.click(screen.getByRole('button', { name: 'Inbox actions' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Read all', 'Cancel']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));

    const bar = screen.getByRole('toolbar', { name: 'Chosen messages' });
    expect(within(bar).getByRole('button', { name: 'Read' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Notice 5/ }));
    expect(bar.textContent).toContain('1 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Read' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.url.pathname)).toEqual([
        '/api/inbox/5/read',
      ]),
    );
    // Reading leaves Edit mode.
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Inbox actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Notice 5/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Notice 4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete messages?' });
    expect(confirm.textContent).toContain('Delete the chosen messages (2)?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /Notice 5/ })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(
      requests
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.url.pathname)
        .sort(),
    ).toEqual(['/api/inbox/4', '/api/inbox/5']);
  });

  it('keeps the choice and says so when a delete fails', async () => {
    mockFetch({
      'GET /api/inbox': listHandler({ '1': page([message(5)], 1, 1) }),
      'DELETE /api/inbox/5': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });
    await screen.findByRole('button', { name: /Notice 5/ });
    fireEvent.click(screen.getByRole('button', { name: 'Inbox actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Notice 5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Some messages could not be deleted. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Notice 5/ })).toHaveProperty('checked', true);
  });

  it('shows an empty inbox and a failed load with a retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/inbox': () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : page([], 1, 1),
    });
    renderWithProviders(<InboxScreen />, { route: '/inbox' });
    expect(await screen.findByText('Your messages could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inbox actions' })).toBeNull();
  });
});
