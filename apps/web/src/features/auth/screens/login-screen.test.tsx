// Proves the login form shows the spec's validation messages (from the contract schema) before any
// call, shows the server's or the fallback failure messages, and stores the session on success.
import { captchaMessages, generalMessages, loginMessages } from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { LoginScreen } from './login-screen';
import { loginAnswerFixture } from '../testing/login-answer';

function renderLogin(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<LoginScreen />, {
    route: '/login',
    language,
  });
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const loginAnswer = loginAnswerFixture('player0001', 42, 1);

describe('LoginScreen validation', () => {
  it('asks for both fields when they are empty, without calling the server', async () => {
    const { fetchMock } = mockFetch({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(loginMessages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(loginMessages.passwordRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a username with other characters than letters and digits', async () => {
    mockFetch({});
    renderLogin();
    fillAndSubmit('bad name!', 'password1');
    expect(await screen.findByText(loginMessages.usernameInvalid)).toBeTruthy();
  });

  it('rejects a password shorter than 8 characters', async () => {
    mockFetch({});
    renderLogin();
    fillAndSubmit('player0001', 'short');
    expect(await screen.findByText(loginMessages.passwordTooShort)).toBeTruthy();
  });

  it('ties each error to its input for screen readers', async () => {
    mockFetch({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(loginMessages.usernameRequired);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')?.split(' ').pop() ?? '';
    const error = document.getElementById(errorId);
    expect(error?.textContent).toBe(loginMessages.usernameRequired);
    expect(error?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows the messages in Bangla when Bangla is chosen', async () => {
    mockFetch({});
    renderLogin('bn');
    fireEvent.click(screen.getByRole('button', { name: 'লগইন করুন' }));
    expect(await screen.findByText('ইউজারনেম দিতে হবে')).toBeTruthy();
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeTruthy();
  });
});

describe('LoginScreen submit', () => {
  it('shows the server message when the login is refused', async () => {
    mockFetch({
      'POST /api/login': { status: 429, body: { message: 'Too many login attempts.' } },
    });
    renderLogin();
    fillAndSubmit('player0001', 'password1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many login attempts.'),
    );
  });

  it("falls back to 'Invalid credentials' when the server gives no message", async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: {} } });
    renderLogin();
    fillAndSubmit('player0001', 'password1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(loginMessages.failed));
  });

  it('says the service is unavailable when a 5xx carries no message of ours', async () => {
    mockFetch({ 'POST /api/login': { status: 502 } });
    renderLogin();
    fillAndSubmit('player0001', 'password1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(generalMessages.serviceDown),
    );
  });

  it('shows the network message when no answer arrives', async () => {
    mockFetch({ 'POST /api/login': () => 'network-error' });
    renderLogin();
    fillAndSubmit('player0001', 'password1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(loginMessages.networkError),
    );
  });

  it('disables the button while the request runs', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockFetch({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    renderLogin();
    fillAndSubmit('player0001', 'password1');
    const button = await screen.findByRole('button', { name: /Logging in/ });
    expect(button).toHaveProperty('disabled', true);
    answer({ body: loginAnswer });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('token-1'));
  });

  it('stores the session the way the spec lists it and goes home', async () => {
    const { requests } = mockFetch({ 'POST /api/login': { body: loginAnswer } });
    const view = renderLogin();
    fillAndSubmit('player0001', 'password1');
    await waitFor(() => expect(view.pathname()).toBe('/'));
    expect(requests[0]?.body).toEqual({ username: 'player0001', password: 'password1' });
    expect({ ...window.localStorage }).toEqual({
      token: 'token-1',
      remote_id: '42',
      username: 'player0001',
      exchangeToken: 'exchange-1',
      popup: '1',
      regPopup: '0',
    });
  });

  it('shows a captcha when the server asks for one, and sends its digits with the next try', async () => {
    let calls = 0;
    const { requests } = mockFetch({
      'POST /api/login': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 422,
              body: {
                message: captchaMessages.required,
                errors: { captcha: [captchaMessages.required] },
                captcha_required: true,
              },
            }
          : { body: loginAnswer };
      },
    });
    const view = renderLogin();
    expect(screen.queryByRole('img', { name: 'Captcha picture with 4 digits' })).toBeNull();
    fillAndSubmit('player0001', 'password1');
    const picture = await screen.findByRole('img', { name: 'Captcha picture with 4 digits' });
    expect(picture.getAttribute('src')).toMatch(/^\/captcha\?r=\w+$/);
    expect(screen.getByText(captchaMessages.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.pathname()).toBe('/'));
    expect(requests[1]?.body).toEqual({
      username: 'player0001',
      password: 'password1',
      captcha: '4821',
    });
  });

  it('asks for the captcha in Bangla when Bangla is chosen', async () => {
    mockFetch({
      'POST /api/login': {
        status: 422,
        body: { message: captchaMessages.wrong, errors: { captcha: [captchaMessages.wrong] } },
      },
    });
    renderLogin('bn');
    fireEvent.change(screen.getByLabelText('ইউজারনেম'), { target: { value: 'player0001' } });
    fireEvent.change(screen.getByLabelText('পাসওয়ার্ড'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'লগইন করুন' }));
    expect(await screen.findByText('ক্যাপচা ভুল হয়েছে। আবার চেষ্টা করুন।')).toBeTruthy();
    expect(screen.getByRole('img', { name: '৪টি সংখ্যাসহ ক্যাপচা ছবি' })).toBeTruthy();
  });
});
