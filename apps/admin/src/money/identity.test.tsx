// Proves the Identity checks screen: pending checks listed with a birthday that does not match the
// profile flagged, the review with each photo fetched under the operator's token, approval, a
// reason asked for before a rejection (the server's field error at the field), the 409 of a check
// decided meanwhile, and support reading without the decision buttons.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityAdminMessages, type IdentityCheck, type OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const check: IdentityCheck = {
  id: 12,
  user_id: 7,
  username: 'rahim77',
  document_type: 'nid',
  document_number: '1234567890',
  date_of_birth: '1990-05-17',
  profile_birthday: '1990-05-17',
  status: 'pending',
  reason: null,
  parts: ['front', 'back', 'selfie'],
  submitted_at: '2026-11-23T06:00:00.000Z',
  decided_at: null,
  decided_by: null,
};

const photos = {
  'GET /admin-api/identity-checks/12/files/front': { body: 'image' },
  'GET /admin-api/identity-checks/12/files/back': { body: 'image' },
  'GET /admin-api/identity-checks/12/files/selfie': { body: 'image' },
};

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function signIn(role: OperatorRole) {
  signedIn(role);
  return { 'GET /admin-api/me': { body: meAnswer(role) } };
}

describe('Identity checks', () => {
  it('lists a pending check, shows its photos and approves it', async () => {
    let decided = false;
    const { requests } = mockFetch({
      ...signIn('finance'),
      ...photos,
      'GET /admin-api/identity-checks': () => ({
        body: { data: decided ? [] : [{ ...check, profile_birthday: '1990-05-18' }] },
      }),
      'POST /admin-api/identity-checks/12/approve': () => {
        decided = true;
        return {
          body: {
            message: identityAdminMessages.approved,
            data: { ...check, status: 'approved', decided_by: 'finance1' },
          },
        };
      },
    });
    renderConsole('/money/identity');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('1234567890')).toBeTruthy();
    expect(within(row).getByText('Profile says 1990-05-18')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Review the check of rahim77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity check of rahim77' });
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
    const photoCalls = requests.filter((request) => request.url.pathname.includes('/files/'));
    expect(photoCalls.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer test-token',
      'Bearer test-token',
      'Bearer test-token',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Approve' }));
    expect(await screen.findByText(`rahim77: ${identityAdminMessages.approved}`)).toBeTruthy();
    expect(await screen.findByText('No identity checks are waiting for review.')).toBeTruthy();
  });

  it('asks for a reason before rejecting, and shows the server field error at the field', async () => {
    const { requests } = mockFetch({
      ...signIn('owner'),
      ...photos,
      'GET /admin-api/identity-checks': { body: { data: [check] } },
      'POST /admin-api/identity-checks/12/reject': {
        status: 422,
        body: {
          message: identityAdminMessages.reasonTooLong,
          errors: { reason: [identityAdminMessages.reasonTooLong] },
        },
      },
    });
    renderConsole('/money/identity');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the check of rahim77' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Reject' }));
    expect(await within(dialog).findByText(identityAdminMessages.reasonRequired)).toBeTruthy();
    expect(requests.some((request) => request.url.pathname.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason the player will read'), {
      target: { value: 'The photo is blurred.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Reject' }));
    expect(await within(dialog).findByText(identityAdminMessages.reasonTooLong)).toBeTruthy();
    const sent = requests.find((request) => request.url.pathname.endsWith('/reject'));
    expect(sent?.body).toEqual({ reason: 'The photo is blurred.' });
  });

  it('says when another operator decided the check first', async () => {
    mockFetch({
      ...signIn('finance'),
      ...photos,
      'GET /admin-api/identity-checks': { body: { data: [check] } },
      'POST /admin-api/identity-checks/12/resubmit': {
        status: 409,
        body: { message: identityAdminMessages.alreadyDecided },
      },
    });
    renderConsole('/money/identity');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the check of rahim77' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    fireEvent.change(within(dialog).getByLabelText('Reason the player will read'), {
      target: { value: 'The back is missing.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Ask again' }));
    expect(await within(dialog).findByText(identityAdminMessages.alreadyDecided)).toBeTruthy();
  });

  it('lets support read the checks and their photos without deciding', async () => {
    mockFetch({
      ...signIn('support'),
      ...photos,
      'GET /admin-api/identity-checks': { body: { data: [check] } },
    });
    renderConsole('/money/identity');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the check of rahim77' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      within(dialog).getByText('Finance or the owner decides; your role reads the queue.'),
    ).toBeTruthy();
  });
});
