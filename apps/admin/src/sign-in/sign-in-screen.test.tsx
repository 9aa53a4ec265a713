import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorMessages } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { getSession } from '../session/session-store';
import { dashboardAnswer } from '../testing/dashboard-fixture';
import { renderConsole } from '../testing/render-console';

const ownerSession = {
  token: 'tok-1',
  operator: { id: 1, username: 'admin', role: 'owner' },
  totp_setup_required: false,
};
const consoleHandlers = {
  'GET /admin-api/me': {
    body: { operator: ownerSession.operator, totp_enabled: true, totp_setup_required: false },
  },
  'GET /admin-api/dashboard': { body: dashboardAnswer() },
};

function fillPasswordStep(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Sign in', () => {
  it('signs in with a password alone and opens the console, the token in sessionStorage', async () => {
    const { requests } = mockFetch({
      'POST /admin-api/login': { body: ownerSession },
      ...consoleHandlers,
    });
    const { router } = renderConsole('/sign-in');
    fillPasswordStep(' admin ', 'admin12345');
    // An owner lands on the dashboard.
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests[0]?.body).toEqual({ username: 'admin', password: 'admin12345' });
    expect(getSession()?.token).toBe('tok-1');
    expect(window.localStorage.length).toBe(0);
    // Calls after sign-in carry the token. The heading shows before the dashboard's call is made.
    await waitFor(() => {
      const dashboard = requests.find((request) => request.url.pathname === '/admin-api/dashboard');
      expect(dashboard?.headers.get('authorization')).toBe('Bearer tok-1');
    });
  });

  it("shows the server's message for a wrong password and for the throttle", async () => {
    let answer: { status: number; body: { message: string } } = {
      status: 401,
      body: { message: operatorMessages.invalidCredentials },
    };
    mockFetch({ 'POST /admin-api/login': () => answer });
    renderConsole('/sign-in');
    fillPasswordStep('admin', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      operatorMessages.invalidCredentials,
    );
    answer = {
      status: 429,
      body: { message: 'Too many login attempts. Please try again in 15 minutes.' },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many login attempts. Please try again in 15 minutes.',
      ),
    );
    expect(getSession()).toBeNull();
  });

  it('asks for nothing it can tell is missing, and cannot double-send while busy', async () => {
    let release: () => void = () => undefined;
    const { requests } = mockFetch({
      'POST /admin-api/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 401, body: { message: 'no' } });
        }),
    });
    renderConsole('/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe(operatorMessages.usernameRequired);
    expect(requests).toHaveLength(0);
    fillPasswordStep('admin', 'admin12345');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(requests).toHaveLength(1);
    release();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('takes the 6-digit code when the operator has 2-step sign-in', async () => {
    let codeAnswer: { status?: number; body: unknown } = {
      status: 401,
      body: { message: operatorMessages.totpCodeWrong },
    };
    const { requests } = mockFetch({
      'POST /admin-api/login': { body: { step: 'totp', challenge: 'ch-1' } },
      'POST /admin-api/login/totp': () => codeAnswer,
      ...consoleHandlers,
    });
    renderConsole('/sign-in');
    fillPasswordStep('admin', 'admin12345');
    const code = await screen.findByLabelText('6-digit code');
    expect(getSession()).toBeNull();

    fireEvent.change(code, { target: { value: '12a3' } });
    expect((code as HTMLInputElement).value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(operatorMessages.totpCodeInvalid)).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(operatorMessages.totpCodeWrong)).toBeTruthy();

    codeAnswer = { body: ownerSession };
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const sent = requests.filter((request) => request.url.pathname === '/admin-api/login/totp');
    expect(sent.map((request) => request.body)).toEqual([
      { challenge: 'ch-1', code: '123456' },
      { challenge: 'ch-1', code: '654321' },
    ]);
  });

  it('goes back to the password step when the code step has expired', async () => {
    mockFetch({
      'POST /admin-api/login': { body: { step: 'totp', challenge: 'ch-1' } },
      'POST /admin-api/login/totp': {
        status: 401,
        body: { message: operatorMessages.challengeExpired },
      },
    });
    renderConsole('/sign-in');
    fillPasswordStep('admin', 'admin12345');
    fireEvent.change(await screen.findByLabelText('6-digit code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(operatorMessages.challengeExpired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('sends an enrolment-only session to the 2-step set-up', async () => {
    mockFetch({
      'POST /admin-api/login': { body: { ...ownerSession, totp_setup_required: true } },
    });
    const { router } = renderConsole('/sign-in');
    fillPasswordStep('admin', 'admin12345');
    expect(await screen.findByRole('heading', { name: 'Set up 2-step sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enrol');
  });
});
