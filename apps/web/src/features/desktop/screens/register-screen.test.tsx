// Proves the desktop two-step registration: Next and Submit show the spec's messages in order,
// Previous keeps what was typed, the captcha picture comes from /captcha with a random query and
// refreshes, the POST carries the form (with credentials, for the captcha cookie), a server error
// on a step-1 field sends the player back there, and success empties the form at step 1.
import { desktopRegisterMessages } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { RegisterScreen } from './register-screen';

function renderRegister() {
  return renderWithProviders(<RegisterScreen />, { route: '/register' });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillStep1() {
  type('Username', 'Rahim001');
  type('Password', 'secret123');
  type('Confirm password', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

function fillStep2() {
  type('Full name', 'Rahim Uddin');
  type('Phone number', '1712345678');
  type('Email', 'rahim@example.com');
  type('Captcha', '4821');
  fireEvent.click(screen.getByLabelText('I confirm that I am 18 years of age or older'));
}

function captchaSrc() {
  return screen.getByAltText('Captcha picture with 4 digits').getAttribute('src') ?? '';
}

function submitWith(handler: MockHandler) {
  const mock = mockFetch({ 'POST /api/v1/register': handler });
  const view = renderRegister();
  fillStep1();
  fillStep2();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...mock, ...view };
}

describe('RegisterScreen step 1', () => {
  it('asks for every field, then for matching passwords, before going on', () => {
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(desktopRegisterMessages.step1Incomplete);

    type('Username', 'rahim001');
    type('Password', 'secret123');
    type('Confirm password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(desktopRegisterMessages.passwordMismatch);
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('shows the username in lowercase and the spec hints', () => {
    renderRegister();
    type('Username', 'RaHim001');
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('rahim001');
    // One set of rules with the mobile signup, shown as the hints.
    expect(screen.getByText('8 to 16 letters and numbers; shown in lowercase')).toBeTruthy();
    expect(screen.getByText('At least 8 letters and numbers')).toBeTruthy();
    expect(screen.getByText('6 to 20 characters')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('8');
  });

  it('goes to step 2 and back with Previous, keeping what was typed', () => {
    renderRegister();
    fillStep1();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByText(/legal name/)).toBeTruthy();
    const calling = screen.getByLabelText<HTMLSelectElement>('Country code');
    expect([...calling.options].map((option) => option.textContent)).toEqual(['+880']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('rahim001');
  });
});

describe('RegisterScreen step 2', () => {
  it('asks for every step 2 field, then for the age confirmation', () => {
    const { fetchMock } = mockFetch({});
    renderRegister();
    fillStep1();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(desktopRegisterMessages.step2Incomplete);
    type('Full name', 'Rahim Uddin');
    type('Phone number', '1712345678');
    type('Email', 'rahim@example.com');
    type('Captcha', '4821');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(desktopRegisterMessages.ageNotConfirmed);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a captcha picture from /captcha with a random query, and a new one on refresh', () => {
    renderRegister();
    fillStep1();
    const first = captchaSrc();
    expect(first).toMatch(/^\/captcha\?r=[0-9a-z]+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show a new captcha picture' }));
    expect(captchaSrc()).not.toBe(first);
  });
});

describe('RegisterScreen submit', () => {
  it('posts the whole form with credentials and says Registration Successful!', async () => {
    const { requests, fetchMock } = submitWith({
      status: 201,
      body: { message: desktopRegisterMessages.success },
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(desktopRegisterMessages.success);
    expect(requests[0]?.body).toEqual({
      username: 'rahim001',
      password: 'secret123',
      confirmPassword: 'secret123',
      currencyType: 8,
      friendReferCode: '',
      realName: 'Rahim Uddin',
      callingCode: '880',
      phoneNumber: '1712345678',
      email: 'rahim@example.com',
      captcha: '4821',
      ageCheck: true,
    });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('');
  });

  it('goes back to step 1 to show a username error at its field', async () => {
    submitWith({
      status: 422,
      body: {
        message: 'The username has already been taken.',
        errors: { username: ['The username has already been taken.'] },
      },
    });
    expect(await screen.findByText('The username has already been taken.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('keeps step 2 for a captcha error, empties the captcha and shows a new picture', async () => {
    submitWith({
      status: 422,
      body: {
        message: 'The captcha is incorrect. Please try again.',
        errors: { captcha: ['The captcha is incorrect. Please try again.'] },
      },
    });
    expect(await screen.findByText('The captcha is incorrect. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Captcha').value).toBe('');
  });

  it('says the network failed when no answer came', async () => {
    submitWith(() => 'network-error');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Network error, please try again'),
    );
  });
});
