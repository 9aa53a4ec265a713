import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@khela/contract';
import { AUDIT_PAGE_SIZE_DEFAULT } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { getSession } from '../session/session-store';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    operator_id: 1,
    operator_username: 'admin',
    action: 'operator.login',
    target_type: 'operator',
    target_id: '1',
    detail: {},
    ip: '127.0.0.1',
    created_at: '2026-11-23T06:30:00.000Z',
    ...overrides,
  };
}

const me = meAnswer('owner');

describe('Audit log', () => {
  it('lists who, when, what, target and the before/after of a change', async () => {
    signedIn();
    mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/audit': {
        body: {
          data: [
            entry(2, {
              action: 'deposit.approve',
              target_type: 'deposit',
              target_id: '42',
              detail: { before: { status: 'pending' }, after: { status: 'approved' }, amount: 500 },
            }),
            entry(1, {
              operator_id: null,
              operator_username: null,
              ip: null,
              detail: { second_step: 'none' },
            }),
          ],
        },
      },
    });
    renderConsole('/audit');
    const rows = await screen.findAllByRole('row');
    // The header row, then newest first as the server answers.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('23 Nov 2026, 12:30:00')).toBeTruthy();
    expect(first.getByText('deposit.approve')).toBeTruthy();
    expect(first.getByText('deposit #42')).toBeTruthy();
    expect(first.getByText('Before')).toBeTruthy();
    expect(first.getByText('pending')).toBeTruthy();
    expect(first.getByText('approved')).toBeTruthy();
    expect(first.getByText('500')).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText('No operator')).toBeTruthy();
    expect(second.getByText('none')).toBeTruthy();
  });

  it('filters by target and pages back with before_id', async () => {
    signedIn();
    const fullPage = Array.from({ length: AUDIT_PAGE_SIZE_DEFAULT }, (_, index) =>
      entry(200 - index),
    );
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/audit': (request) => ({
        body: {
          data: request.url.searchParams.has('before_id')
            ? [entry(3, { action: 'older.one' })]
            : fullPage,
        },
      }),
    });
    renderConsole('/audit');
    await screen.findAllByText('operator.login');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('older.one')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('before_id')).toBe(
      String(200 - AUDIT_PAGE_SIZE_DEFAULT + 1),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect((await screen.findAllByText('operator.login')).length).toBe(AUDIT_PAGE_SIZE_DEFAULT);

    fireEvent.change(screen.getByLabelText('Target type'), { target: { value: ' deposit ' } });
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    const filtered = requests.at(-1)!.url.searchParams;
    expect(filtered.get('target_type')).toBe('deposit');
    expect(filtered.get('target_id')).toBe('42');
    expect(filtered.has('before_id')).toBe(false);
  });

  it('says so when nothing matches, and shows a refusal with a way to retry', async () => {
    signedIn();
    let answer: { status?: number; body: unknown } = { body: { data: [] } };
    mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/audit': () => answer,
    });
    renderConsole('/audit');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
    answer = { status: 422, body: { message: 'target_type is required when target_id is given.' } };
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'target_type is required when target_id is given.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    signedIn();
    mockFetch({
      'GET /admin-api/me': { body: me },
      'GET /admin-api/audit': () => new Promise(() => undefined),
    });
    renderConsole('/audit');
    expect(await screen.findByText('Loading the audit log…')).toBeTruthy();
  });

  it('returns to Sign in when the session has ended (401)', async () => {
    signedIn();
    mockFetch({
      'GET /admin-api/me': { status: 401, body: { message: 'Unauthenticated.' } },
      'GET /admin-api/audit': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const { router } = renderConsole('/audit');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getSession()).toBeNull();
  });
});
