import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorAdminMessages, type OperatorAccount } from '@khela/contract';
import type { OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role);

const ownerRow: OperatorAccount = {
  id: 1,
  username: 'admin',
  role: 'owner',
  status: 'active',
  totp_enabled: true,
  last_login_at: '2026-11-23T05:00:00.000Z',
  created_at: '2026-11-01T05:00:00.000Z',
};
const deskRow: OperatorAccount = {
  id: 5,
  username: 'desk1',
  role: 'support',
  status: 'active',
  totp_enabled: true,
  last_login_at: null,
  created_at: '2026-11-20T05:00:00.000Z',
};

describe('Operators', () => {
  it('lists the operators with role, status, 2-step and last sign-in', async () => {
    signedIn('owner');
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/operators': { body: { data: [ownerRow, deskRow] } },
    });
    renderConsole('/operators');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('(you)')).toBeTruthy();
    expect(within(rows[2]!).getByText('desk1')).toBeTruthy();
    expect(within(rows[2]!).getByText('support')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(within(nav).getByRole('link', { name: 'Operators' })).toBeTruthy();
  });

  it('creates an operator and shows the server field errors at their fields', async () => {
    signedIn('owner');
    let taken = true;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/operators': { body: { data: [ownerRow] } },
      'POST /admin-api/operators': () =>
        taken
          ? {
              status: 409,
              body: {
                message: operatorAdminMessages.usernameTaken,
                errors: { username: [operatorAdminMessages.usernameTaken] },
              },
            }
          : { status: 201, body: { ...deskRow, username: 'desk2' } },
    });
    renderConsole('/operators');
    const form = await screen.findByRole('form', { name: 'New operator' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create operator' }));
    // Checked before anything is sent.
    expect(within(form).getByText('Username is required.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'desk1' } });
    fireEvent.change(within(form).getByLabelText('First password'), {
      target: { value: 'long-enough-1' },
    });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'finance' } });
    expect(within(form).getByText(/Deposits, withdrawals and payment methods/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create operator' }));
    const error = await within(form).findByText(operatorAdminMessages.usernameTaken);
    expect(error.id).toBe('new-operator-username-error');
    expect(within(form).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');

    taken = false;
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'desk2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByRole('status')).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      username: 'desk2',
      password: 'long-enough-1',
      role: 'finance',
    });
  });

  it('disables an operator only after the confirm step, and shows a refusal', async () => {
    signedIn('owner');
    let refuse = true;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/operators': { body: { data: [ownerRow, deskRow] } },
      'POST /admin-api/operators/5/status': () =>
        refuse
          ? { status: 409, body: { message: operatorAdminMessages.lastOwner } }
          : {
              body: {
                message: operatorAdminMessages.disabled,
                operator: { ...deskRow, status: 'disabled' },
              },
            },
    });
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage desk1' }));
    const panel = screen.getByRole('group', { name: 'Actions for desk1' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Disable…' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Confirm: Disable' });
    expect(within(confirm).getByText(/Their sessions end at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Disable' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      operatorAdminMessages.lastOwner,
    );

    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Disable' }));
    expect((await screen.findByRole('status')).textContent).toBe(operatorAdminMessages.disabled);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      { status: 'disabled' },
      { status: 'disabled' },
    ]);
  });

  it('changes a role and checks a new password before its confirm step', async () => {
    signedIn('owner');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/operators': { body: { data: [ownerRow, deskRow] } },
      'POST /admin-api/operators/5/role': {
        body: {
          message: operatorAdminMessages.roleChanged,
          operator: { ...deskRow, role: 'trader' },
        },
      },
    });
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage desk1' }));
    const panel = screen.getByRole('group', { name: 'Actions for desk1' });
    fireEvent.change(within(panel).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Set password…' }));
    expect(within(panel).getByText(/Password must be/)).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Role'), { target: { value: 'trader' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change role…' }));
    const confirm = screen.getByRole('group', { name: 'Confirm: Change role' });
    expect(within(confirm).getByText(/from support to trader/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm: Change role' }));
    await screen.findByText(operatorAdminMessages.roleChanged);
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname.endsWith('/role'))?.body).toEqual({
        role: 'trader',
      }),
    );
  });

  it('offers an owner no actions on their own account', async () => {
    signedIn('owner');
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/operators': { body: { data: [ownerRow, deskRow] } },
    });
    renderConsole('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage admin' }));
    expect(screen.getByText(/This is you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable…' })).toBeNull();
  });
});
