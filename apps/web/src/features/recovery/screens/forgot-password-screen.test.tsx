// Proves password recovery: each tab's client messages before any call (the cursor moves to the
// first field at fault), the send with the spec's alert and the OTP step, the three send failures
// of [contract: Error texts], the reset checks, the reset failure texts, and the success message followed by /login
// 1.5 s later.
import { recoveryMessages } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ForgotPasswordScreen } from './forgot-password-screen';

function renderScreen(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<ForgotPasswordScreen />, {
    route: '/forgot-password',
    language,
  });
}

const accepted = {
  body: { success: true, message: 'If the details match an account, a code has been sent.' },
};

function sendByEmail(handlers: Record<string, MockHandler>) {
  const mock = mockFetch(handlers);
  const view = renderScreen();
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
    target: { value: 'rahim@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rahim0001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return { ...mock, ...view };
}

async function reachOtpStep(reset: MockHandler) {
  const result = sendByEmail({
    'POST /api/usr-forgot-password': accepted,
    'POST /api/usr-reset-password': reset,
  });
  const alert = await screen.findByRole('alertdialog');
  fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await screen.findByLabelText('OTP');
  return result;
}

function fillReset(otp: string, password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('OTP'), { target: { value: otp } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ForgotPasswordScreen, sending the code', () => {
  it('asks for the email and the username on the Email tab, without a call', async () => {
    const { fetchMock } = mockFetch({});
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(recoveryMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(recoveryMessages.usernameRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('asks for the phone and the username on the SMS tab', async () => {
    mockFetch({});
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByRole('tab', { name: 'SMS' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rahim0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(recoveryMessages.phoneRequired)).toBeTruthy();
    expect(screen.queryByText(recoveryMessages.usernameRequired)).toBeNull();
  });

  it('sends the email request, shows the spec alert, then the OTP step', async () => {
    const { requests } = sendByEmail({ 'POST /api/usr-forgot-password': accepted });
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('OTP sent successfully. Please check your email.');
    expect(requests[0]?.body).toEqual({
      type: 'email',
      email: 'rahim@example.com',
      username: 'rahim0001',
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('OTP')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('sends the SMS request and names the sms channel in the alert', async () => {
    const { requests } = mockFetch({ 'POST /api/usr-forgot-password': accepted });
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rahim0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'OTP sent successfully. Please check your sms.',
    );
    expect(requests[0]?.body).toEqual({ type: 'sms', phone: '01712345678', username: 'rahim0001' });
  });

  it("shows the server's message when the send fails", async () => {
    sendByEmail({
      'POST /api/usr-forgot-password': { status: 429, body: { message: 'Too many attempts.' } },
    });
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('falls back to the spec text when the failure has no message', async () => {
    sendByEmail({ 'POST /api/usr-forgot-password': { status: 500 } });
    expect(await screen.findByText(recoveryMessages.sendFailed)).toBeTruthy();
  });

  it('treats an answer without success as a failure', async () => {
    sendByEmail({ 'POST /api/usr-forgot-password': { body: { success: false } } });
    expect(await screen.findByText(recoveryMessages.sendFailed)).toBeTruthy();
  });

  it('says an error occurred when no answer came', async () => {
    sendByEmail({ 'POST /api/usr-forgot-password': () => 'network-error' });
    expect(await screen.findByText(recoveryMessages.sendError)).toBeTruthy();
  });
});

describe('ForgotPasswordScreen, choosing the new password', () => {
  it('checks the OTP, the password rule and the confirmation before calling', async () => {
    const { requests } = await reachOtpStep(accepted);
    fillReset('', '', '');
    expect(await screen.findByText(recoveryMessages.otpRequired)).toBeTruthy();
    expect(screen.getByText(recoveryMessages.passwordRule)).toBeTruthy();
    expect(screen.getByText(recoveryMessages.confirmRequired)).toBeTruthy();

    fillReset('123456', 'abcdefgh', 'abcdefgh');
    expect(await screen.findByText(recoveryMessages.passwordRule)).toBeTruthy();

    fillReset('123456', 'newpass123', 'newpass124');
    expect(await screen.findByText(recoveryMessages.confirmMismatch)).toBeTruthy();
    expect(
      requests.filter((request) => request.url.pathname === '/api/usr-reset-password'),
    ).toEqual([]);
  });

  it("shows the server's message when the code is refused", async () => {
    await reachOtpStep({
      status: 422,
      body: {
        message: recoveryMessages.otpRejected,
        errors: { otp: [recoveryMessages.otpRejected] },
      },
    });
    fillReset('123456', 'newpass123', 'newpass123');
    expect(await screen.findByText(recoveryMessages.otpRejected)).toBeTruthy();
  });

  it('falls back to the spec text when the reset fails without a message', async () => {
    await reachOtpStep({ status: 500 });
    fillReset('123456', 'newpass123', 'newpass123');
    expect(await screen.findByText(recoveryMessages.resetFailed)).toBeTruthy();
  });

  it('says the password changed, then goes to /login after 1.5 s', async () => {
    const view = await reachOtpStep({
      body: { success: true, message: recoveryMessages.resetSuccess },
    });
    fillReset('123456', 'newpass123', 'newpass123');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(recoveryMessages.resetSuccess);
    const reset = view.requests.find(
      (request) => request.url.pathname === '/api/usr-reset-password',
    );
    expect(reset?.body).toEqual({
      otp: '123456',
      password: 'newpass123',
      password_confirmation: 'newpass123',
      username: 'rahim0001',
    });
    const shownAt = Date.now();
    expect(view.pathname()).toBe('/forgot-password');
    await waitFor(() => expect(view.pathname()).toBe('/login'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1400);
  });

  it('goes back to the first step to use different details', async () => {
    await reachOtpStep(accepted);
    fireEvent.click(screen.getByRole('button', { name: 'Use different details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('rahim0001');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });
});

describe('ForgotPasswordScreen in Bangla', () => {
  it('shows the tabs and the client messages in Bangla', async () => {
    mockFetch({});
    renderScreen('bn');
    expect(screen.getByRole('heading', { name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ওটিপি পাঠান' }));
    expect(await screen.findByText('আপনার ইমেইল ঠিকানা লিখুন।')).toBeTruthy();
    expect(screen.getByText('আপনার ইউজারনেম লিখুন।')).toBeTruthy();
  });
});
