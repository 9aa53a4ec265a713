import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { getSession } from '../session/session-store';
import { dashboardAnswer } from '../testing/dashboard-fixture';
import { renderConsole, signedIn } from '../testing/render-console';
import { groupSecret } from './enrol-screen';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/Khela:admin?secret=${secret}&issuer=Khela`;

describe('Enrol 2-step sign-in', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('keeps an enrolment-only session out of the console', async () => {
    signedIn('owner', { totp_setup_required: true });
    const { router } = renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Set up 2-step sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enrol');
    expect(screen.getByText(/requires 2-step sign-in/)).toBeTruthy();
  });

  it('shows the secret and link, refuses a wrong code, then turns 2-step sign-in on', async () => {
    signedIn('finance', { totp_setup_required: true });
    let confirmAnswer: { status?: number; body: unknown } = {
      status: 422,
      body: {
        message: operatorMessages.totpCodeWrong,
        errors: { code: [operatorMessages.totpCodeWrong] },
      },
    };
    const { requests } = mockFetch({
      'POST /admin-api/me/totp/setup': { body: { secret, otpauth_uri: uri } },
      'POST /admin-api/me/totp/confirm': () => confirmAnswer,
      'GET /admin-api/me': {
        body: {
          operator: { id: 1, username: 'admin', role: 'finance' },
          totp_enabled: true,
          totp_setup_required: false,
        },
      },
      'GET /admin-api/dashboard': { body: dashboardAnswer() },
    });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { router } = renderConsole('/enrol');

    fireEvent.click(screen.getByRole('button', { name: 'Get a secret' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Or paste this link into the app').value).toBe(
      uri,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(uri);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.getByText(operatorMessages.totpCodeRequired)).toBeTruthy();

    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(operatorMessages.totpCodeWrong)).toBeTruthy();
    expect(getSession()?.totp_setup_required).toBe(true);

    confirmAnswer = { body: { message: operatorMessages.totpEnabled, totp_enabled: true } };
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(operatorMessages.totpEnabled)).toBeTruthy();
    // Enrolment leads to the console's start, which then sends a finance operator on to the
    // Dashboard: a second navigation, which a busy machine may not have finished yet.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.totp_setup_required).toBe(false);
    const confirms = requests.filter((request) => request.url.pathname.endsWith('/confirm'));
    expect(confirms.map((request) => request.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  it('signs out from the set-up', async () => {
    signedIn('owner', { totp_setup_required: true });
    mockFetch({ 'POST /admin-api/logout': { body: { message: operatorMessages.loggedOut } } });
    const { router } = renderConsole('/enrol');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getSession()).toBeNull();
  });
});
