// Proves signup prefills captured codes, sends them with the payload, shows server errors under
// their fields, logs in on success, marks the welcome popup and clears the captured codes.
import { signupMessages } from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SignupScreen } from './signup-screen';
import { loginAnswerFixture } from '../testing/login-answer';

const loginAnswer = loginAnswerFixture('newplayer01', 9, 9);

function renderSignup() {
  return renderWithProviders(<SignupScreen />, {
    route: '/signup',
  });
}

function fillValidForm() {
  const fields: [string, string][] = [
    ['Username', 'newplayer01'],
    ['Password', 'secret123'],
    ['Confirm password', 'secret123'],
    ['Full name', 'Rahim Uddin'],
    ['Phone number', '01712345678'],
    ['Email', 'rahim@example.com'],
  ];
  for (const [label, value] of fields) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

function storeCodes() {
  window.localStorage.setItem('referral_code', 'REF123');
  window.localStorage.setItem('agent_code', 'AGENT7');
  window.localStorage.setItem('affiliate_code', 'AFF55');
}

const created: MockHandler = {
  status: 201,
  body: { message: 'ok', remote_id: 9, username: 'newplayer01' },
};

describe('SignupScreen', () => {
  it('prefills the stored codes: referral visible, agent and affiliate hidden', () => {
    storeCodes();
    mockFetch({});
    const { container } = renderSignup();
    expect(screen.getByLabelText('Referral code (optional)')).toHaveProperty('value', 'REF123');
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['agent_code', 'AGENT7'],
      ['affiliate_code', 'AFF55'],
    ]);
  });

  it('shows the spec messages for an empty form', async () => {
    const { fetchMock } = mockFetch({});
    renderSignup();
    submit();
    expect(await screen.findByText(signupMessages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(signupMessages.passwordRequired)).toBeTruthy();
    expect(screen.getByText(signupMessages.confirmRequired)).toBeTruthy();
    expect(screen.getByText(signupMessages.phoneRequired)).toBeTruthy();
    expect(screen.getByText(signupMessages.emailRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks that the passwords match', async () => {
    mockFetch({});
    renderSignup();
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other1234' } });
    submit();
    expect(await screen.findByText(signupMessages.confirmMismatch)).toBeTruthy();
  });

  it('sends the codes, logs in, stores the session with the welcome popup and clears the codes', async () => {
    storeCodes();
    window.localStorage.setItem('language', 'en');
    const { requests } = mockFetch({
      'POST /api/v1/create-players': created,
      'POST /api/login': { body: loginAnswer },
    });
    const view = renderSignup();
    fillValidForm();
    submit();
    await waitFor(() => expect(view.pathname()).toBe('/'));
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/v1/create-players',
      'POST /api/login',
    ]);
    expect(requests[0]?.body).toEqual({
      username: 'newplayer01',
      password: 'secret123',
      confirmPassword: 'secret123',
      name: 'Rahim Uddin',
      phone: '01712345678',
      email: 'rahim@example.com',
      currency: 'BDT',
      referral_code: 'REF123',
      agent_code: 'AGENT7',
      affiliate_code: 'AFF55',
      status: 'active',
    });
    expect(requests[1]?.body).toEqual({ username: 'newplayer01', password: 'secret123' });
    // The browser's device id went with the sign-up and stays (the risk flags' one-device rule).
    const device = window.localStorage.getItem('deviceId');
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[0]?.headers.get('X-Device-Id')).toBe(device);
    expect({ ...window.localStorage }).toEqual({
      language: 'en',
      token: 'token-9',
      remote_id: '9',
      username: 'newplayer01',
      exchangeToken: 'exchange-9',
      popup: '1',
      regPopup: '1',
      deviceId: device,
    });
  });

  it('shows per-field server errors under their fields and keeps the codes', async () => {
    storeCodes();
    mockFetch({
      'POST /api/v1/create-players': {
        status: 422,
        body: {
          message: 'The username has already been taken.',
          errors: {
            username: ['The username has already been taken.'],
            referral_code: ['The referral code does not exist.'],
          },
        },
      },
    });
    renderSignup();
    fillValidForm();
    submit();
    expect(await screen.findByText('The username has already been taken.')).toBeTruthy();
    expect(screen.getByText('The referral code does not exist.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem('referral_code')).toBe('REF123');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to the server message, then to 'Submission failed'", async () => {
    mockFetch({ 'POST /api/v1/create-players': { status: 429, body: { message: 'Slow down.' } } });
    renderSignup();
    fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Slow down.'));

    mockFetch({ 'POST /api/v1/create-players': { status: 500 } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(signupMessages.failed));
  });

  it('shows the signup network message when no answer arrives', async () => {
    mockFetch({ 'POST /api/v1/create-players': () => 'network-error' });
    renderSignup();
    fillValidForm();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(signupMessages.networkError),
    );
  });

  it('shows the login message when the automatic login fails', async () => {
    storeCodes();
    mockFetch({
      'POST /api/v1/create-players': created,
      'POST /api/login': { status: 403, body: { message: 'Your account is disabled.' } },
    });
    renderSignup();
    fillValidForm();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your account is disabled.'),
    );
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
