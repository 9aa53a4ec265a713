// Proves /profile against a stand-in server: the details and statuses, verifying the e-mail (the
// countdown replaces Verify, a wrong code and a failed send open the error modal with the server's
// message or 'Failed to send code'), extra phones (Add, its refusals, Add gone at two), and the
// birthday (needs a value and an adult's date, saved once, 'Failed to update DOFB').
import type { ExtraPhone, User } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ProfileScreen } from './profile-screen';
import { userFixture } from '../../../testing/user-fixture';

const baseUser: User = userFixture({
  vip_coin: 1250,
  session_id: '0',
  balance: 5000,
  created_at: '2025-01-01T10:00:00Z',
});

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

function renderProfile(overrides: Record<string, MockHandler> = {}, user: User = baseUser) {
  signIn();
  const fetch = mockFetch({
    ...siteHandlers,
    'POST /api/balance': { body: { balance: 5000 } },
    'GET /api/user/show': { body: { success: true, data: user } },
    'GET /api/get/other/phone': { body: { success: true, data: [] } },
    ...overrides,
  });
  const view = renderWithProviders(<ProfileScreen />, {
    route: '/profile',
  });
  return { ...fetch, view };
}

function rowOf(label: string): HTMLElement {
  const row = screen.getByText(label, { selector: '.profile-row__label' }).closest('li');
  if (!row) throw new Error(`no row ${label}`);
  return row;
}

describe('ProfileScreen', () => {
  it('shows the username, level, VIP points, name with the registration date and statuses', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'player0001' })).toBeTruthy();
    expect(screen.getByText('Normal')).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(screen.getByText('Rahim Uddin')).toBeTruthy();
    expect(screen.getByText('Registered on 01/01/2025')).toBeTruthy();
    expect(within(rowOf('Phone number')).getByText('01712345678')).toBeTruthy();
    expect(within(rowOf('Phone number')).getByText('Not Verified')).toBeTruthy();
    expect(within(rowOf('Email')).getByText('Not Verified')).toBeTruthy();
    expect(await screen.findByText('No other phone numbers yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add phone number' })).toBeTruthy();
    expect(screen.getByLabelText('Date of birth')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByText('Information cannot be changed after confirmation.')).toBeTruthy();
  });

  it('verifies the e-mail: code sent, countdown in place of Verify, wrong code, right code', async () => {
    let user = baseUser;
    const { requests } = renderProfile({
      'GET /api/user/show': () => ({ body: { success: true, data: user } }),
      'POST /api/send-verification-code': {
        body: { success: true, message: 'A verification code has been sent.' },
      },
      'POST /api/verify-email': (request) => {
        if ((request.body as { code: string }).code !== '654321') {
          return {
            status: 422,
            body: {
              message: 'The verification code is invalid or has expired.',
              errors: { code: ['The verification code is invalid or has expired.'] },
            },
          };
        }
        user = { ...baseUser, email_verified_at: '2025-06-01T00:00:00Z' };
        return { body: { success: true, message: 'Your email address has been verified.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(
      requests.find((request) => request.url.pathname === '/api/send-verification-code')?.body,
    ).toEqual({ email: 'rahim@example.com' });
    expect(within(dialog).getByText('The code expires in 5:00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify Email' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the verification code.')).toBeTruthy();

    const code = within(dialog).getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('The verification code is invalid or has expired.'),
    ).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address has been verified.')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Email')).getByText('Verified')).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Verify your email' })).toBeNull();
  });

  it('reopens the code popup from the countdown that replaced Verify', async () => {
    renderProfile({
      'POST /api/send-verification-code': {
        body: { success: true, message: 'A verification code has been sent.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const countdown = await screen.findByRole('button', {
      name: /Enter the code for Phone number, [45]:\d\d left/,
    });
    fireEvent.click(countdown);
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy();
  });

  it("a failed send shows the server's message, else 'Failed to send code'", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 429,
      body: { message: 'Please wait a minute before asking for another code.' },
    };
    renderProfile({ 'POST /api/send-verification-code': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Email' }));
    let error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('Please wait a minute before asking for another code.'),
    ).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));

    answer = { status: 500 };
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Failed to send code')).toBeTruthy();
  });

  it('adds a phone, shows refusals under the field, and hides Add at two', async () => {
    let phones: ExtraPhone[] = [{ id: 1, contract_value: '01811111111', isverify: 1 }];
    const { requests } = renderProfile({
      'GET /api/get/other/phone': () => ({ body: { success: true, data: phones } }),
      'POST /api/add/number': (request) => {
        const phone = (request.body as { phone: string }).phone;
        if (phone === '01712345678') {
          return {
            status: 422,
            body: {
              message: 'This phone number is already in use.',
              errors: { phone: ['This phone number is already in use.'] },
            },
          };
        }
        phones = [...phones, { id: 2, contract_value: phone, isverify: 0 }];
        return { body: { success: true, message: 'Phone number added.' } };
      },
    });
    expect(within(await findRow('Phone 1')).getByText('Verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new phone number' });
    const field = within(dialog).getByLabelText('Phone number');

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Invalid phone number (10-15 digits)')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/add/number')).toBe(false);

    fireEvent.change(field, { target: { value: '01712345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This phone number is already in use.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '01822222222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Phone number added.')).toBeTruthy();
    expect(within(await findRow('Phone 2')).getByText('Not Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add phone number' })).toBeNull();
    expect(within(rowOf('Phone 2')).getByRole('button', { name: 'Verify Phone 2' })).toBeTruthy();
  });

  it('saves the birthday once: a value and an adult date first, then it is locked', async () => {
    let user = baseUser;
    const { requests } = renderProfile({
      'GET /api/user/show': () => ({ body: { success: true, data: user } }),
      'POST /api/user/profile/update': (request) => {
        const body = request.body as { dofb: string };
        user = { ...baseUser, dofb: body.dofb };
        return { body: { success: true, dofb: body.dofb } };
      },
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('Please select your birthday.')).toBeTruthy();
    const date = screen.getByLabelText('Date of birth');
    expect(document.activeElement).toBe(date);
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    fireEvent.click(save);
    expect(await screen.findByText('Please enter a valid date.')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/user/profile/update')).toBe(
      false,
    );

    fireEvent.change(date, { target: { value: '1995-04-30' } });
    fireEvent.click(save);
    expect(await screen.findByText('Your birthday has been saved.')).toBeTruthy();
    expect(
      requests.find((request) => request.url.pathname === '/api/user/profile/update')?.body,
    ).toEqual({ remote_id: 42, dofb: '1995-04-30' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    const locked = screen.getByLabelText('Date of birth');
    expect((locked as HTMLInputElement).value).toBe('30/04/1995');
    expect((locked as HTMLInputElement).disabled).toBe(true);
  });

  it("a refused birthday opens 'Failed to update DOFB' with the reason", async () => {
    renderProfile({
      'POST /api/user/profile/update': {
        status: 422,
        body: {
          message: 'Your birthday cannot be changed once saved.',
          errors: { dofb: ['Your birthday cannot be changed once saved.'] },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Date of birth'), {
      target: { value: '1990-01-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Failed to update DOFB')).toBeTruthy();
    expect(within(error).getByText('Your birthday cannot be changed once saved.')).toBeTruthy();
  });

  it('offers a retry when the details cannot be loaded', async () => {
    let fail = true;
    renderProfile({
      'GET /api/user/show': () =>
        fail ? { status: 500 } : { body: { success: true, data: baseUser } },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load your details.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'player0001' })).toBeTruthy();
  });

  it('shows Bangla texts and digits in Bangla', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'POST /api/balance': { body: { balance: 5000 } },
      'GET /api/user/show': { body: { success: true, data: baseUser } },
      'GET /api/get/other/phone': { body: { success: true, data: [] } },
    });
    renderWithProviders(<ProfileScreen />, {
      route: '/profile',
      language: 'bn',
    });
    expect(await screen.findByText('নিবন্ধনের তারিখ ০১/০১/২০২৫')).toBeTruthy();
    expect(screen.getByText('সাধারণ')).toBeTruthy();
    expect(screen.getAllByText('যাচাই করা হয়নি')).toHaveLength(2);
  });
});

async function findRow(label: string): Promise<HTMLElement> {
  await screen.findByText(label, { selector: '.profile-row__label' });
  return rowOf(label);
}
