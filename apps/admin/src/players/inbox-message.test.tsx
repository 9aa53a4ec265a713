import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorInboxMessages, type OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { emptyLedger, playerDetail } from '../testing/player-fixture';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role, { id: 2, username: 'desk' });

function serve(role: OperatorRole, send: Parameters<typeof mockFetch>[0][string]) {
  signedIn(role);
  return mockFetch({
    'GET /admin-api/me': { body: me(role) },
    'GET /admin-api/players/7': { body: playerDetail },
    'GET /admin-api/players/7/ledger': { body: emptyLedger },
    'POST /admin-api/inbox': send,
  });
}

describe('Send inbox message', () => {
  it('support reviews the message, sends it once with a key, and sees it sent', async () => {
    let attempts = 0;
    const { requests } = serve('support', () => {
      attempts += 1;
      return attempts === 1
        ? 'network-error'
        : {
            status: 201,
            body: {
              success: true,
              message: operatorInboxMessages.sent,
              data: {
                id: 1,
                user_id: 7,
                title: 'Bonus',
                message: 'Hello',
                created_at: '2026-11-20T06:00:00.000Z',
                is_read: false,
              },
            },
          };
    });
    renderConsole('/players/7');
    const form = await screen.findByRole('form', { name: 'Send inbox message' });
    fireEvent.click(within(form).getByRole('button', { name: 'Review message' }));
    expect(within(form).getByText(operatorInboxMessages.titleRequired)).toBeTruthy();
    expect(within(form).getByText(operatorInboxMessages.messageRequired)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Bonus' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Review message' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the message' });
    expect(within(confirm).getByText('rahim77')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Send message' }));
    await within(confirm).findByRole('alert');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toContain(operatorInboxMessages.sent);

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({ user_id: 7, title: 'Bonus', message: 'Hello' });
    const key = posts[0]?.headers.get('idempotency-key');
    expect(key).toBeTruthy();
    expect(posts[1]?.headers.get('idempotency-key')).toBe(key);
  });

  it('is not offered to finance', async () => {
    serve('finance', { status: 403, body: {} });
    renderConsole('/players/7');
    await screen.findByRole('heading', { name: /rahim77/ });
    expect(screen.queryByRole('form', { name: 'Send inbox message' })).toBeNull();
  });
});
