// Proves /reset-password against a stand-in server: a visitor goes to /login; the checks' messages
// one at a time in the spec's order; the requirements list ticks; the server's refusals and a lost
// connection read as [contract: Error texts] says; success signs this phone out, shows the spec's message and lands on
// /login 1.5 s later.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordScreen } from './change-password-screen';

function renderScreen(handlers: Record<string, MockHandler> = {}, signedIn = true) {
  if (signedIn) {
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('remote_id', '42');
    window.localStorage.setItem('username', 'player0001');
  }
  const fetch = mockFetch({ ...siteHandlers, ...handlers });
  const view = renderWithProviders(<ChangePasswordScreen />, { route: '/reset-password' });
  return { ...fetch, view };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

function fillValid(currentPassword: string) {
  fill('Current password', currentPassword);
  fill('New password', 'fresh2025');
  fill('Confirm new password', 'fresh2025');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordScreen', () => {
  it('sends a visitor to /login', async () => {
    const { view } = renderScreen({}, false);
    await waitFor(() => expect(view.pathname()).toBe('/login'));
  });

  it("shows one message at a time, in the spec's order", async () => {
    const { requests } = renderScreen();
    submit();
    expect(
      await screen.findByText(
        'New Password must contain at least one number, one letter, and 8 characters long.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Please enter your current password.')).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('new_password');

    fill('New password', 'fresh2025');
    submit();
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    fill('Current password', 'secret123');
    submit();
    expect(await screen.findByText('Please confirm your new password.')).toBeTruthy();
    fill('Confirm new password', 'fresh2026');
    submit();
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/user-pwd')).toBe(false);
  });

  it('ticks each requirement as the new password meets it', () => {
    renderScreen();
    const list = screen.getByRole('region', { name: 'Password requirements' });
    expect(within(list).getAllByText('not met yet')).toHaveLength(4);
    fill('New password', 'abc');
    expect(within(list).getAllByText('met')).toHaveLength(2);
    fill('New password', 'abcd1234');
    expect(within(list).getAllByText('met')).toHaveLength(4);
  });

  it('has a show/hide toggle on each of the three fields', () => {
    renderScreen();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    fireEvent.click(toggles[0]!);
    expect(
      screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('type'),
    ).toBe('text');
  });

  it('puts a wrong current password at its field', async () => {
    renderScreen({
      'POST /api/user-pwd': {
        status: 422,
        body: {
          message: 'Your current password is incorrect.',
          errors: { old_password: ['Your current password is incorrect.'] },
        },
      },
    });
    fillValid('wrong1234');
    submit();
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('old_password');
  });

  it("shows the server's message, its fallback, and the network text above the button", async () => {
    let answer: { status: number; body?: unknown } | 'network-error' = {
      status: 429,
      body: { message: 'Too many wrong passwords. Please try again later.' },
    };
    renderScreen({ 'POST /api/user-pwd': () => answer });
    fillValid('secret123');
    submit();
    expect(
      await screen.findByText('Too many wrong passwords. Please try again later.'),
    ).toBeTruthy();
    answer = { status: 500 };
    submit();
    expect(await screen.findByText('Failed to change password. Please try again.')).toBeTruthy();
    answer = 'network-error';
    submit();
    expect(
      await screen.findByText('An error occurred while changing the password. Please try again.'),
    ).toBeTruthy();
  });

  it('on success signs this phone out, shows the message and goes to /login after 1.5 s', async () => {
    const { requests, view } = renderScreen({
      'POST /api/user-pwd': {
        body: {
          success: true,
          message: 'Password changed successfully. Please login with your new password.',
        },
      },
    });
    fill('Current password', 'secret123');
    fill('New password', 'fresh2025');
    fill('Confirm new password', 'fresh2025');
    // The page's own clock: on a busy machine real time could run past the 1.5 s before the test
    // sees the dialog. The clock stays at the submit while the answer and the page's work (zero
    // delay timeouts among them) run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      submit();
      const shown = () => screen.queryByRole('alertdialog', { name: 'Password changed' });
      for (let turn = 0; turn < 100 && shown() === null; turn += 1) {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
      const dialog = shown();
      if (dialog === null) throw new Error('the dialog never showed');
      expect(
        within(dialog).getByText(
          'Password changed successfully. Please login with your new password.',
        ),
      ).toBeTruthy();
      expect(requests.find((request) => request.url.pathname === '/api/user-pwd')?.body).toEqual({
        old_password: 'secret123',
        new_password: 'fresh2025',
        new_password_confirmation: 'fresh2025',
      });
      expect(window.localStorage.getItem('token')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_499));
      expect(view.pathname()).toBe('/reset-password');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(view.pathname()).toBe('/login');
    } finally {
      vi.useRealTimers();
    }
  });
});
