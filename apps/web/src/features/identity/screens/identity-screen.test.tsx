// Proves /account/identity against a stand-in server: each status (waiting, verified, rejected and
// asked again with the reason), the way to /profile without a birthday, the photo checks before an
// upload, a passport without a back photo, the server's per-field refusals under their fields, and
// the pending status shown once the documents are sent; in English and Bangla.
import { identityMessages, type IdentityStatus } from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { IdentityScreen } from './identity-screen';

const thresholds = { single_withdrawal: 10_000, lifetime_withdrawal: 100_000 };

function status(overrides: Partial<IdentityStatus> = {}): IdentityStatus {
  return {
    state: 'none',
    reason: null,
    document_type: null,
    submitted_at: null,
    decided_at: null,
    birthday: '1990-05-17',
    thresholds,
    ...overrides,
  };
}

function renderIdentity(handlers: Record<string, MockHandler>, language: 'en' | 'bn' = 'en') {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
  const fetch = mockFetch({ ...siteHandlers, ...handlers });
  renderWithProviders(<IdentityScreen />, { route: '/account/identity', language });
  return fetch;
}

let uploads = 0;
beforeEach(() => {
  uploads = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => 'blob:identity-preview',
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});

const uploadHandler: MockHandler = () => {
  uploads += 1;
  return { body: { success: true, file_id: `file-${uploads}` } };
};

function photo(name = 'photo.jpg', type = 'image/jpeg', bytes = 4) {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The send button once no upload runs: the form reports an upload's end a moment after it shows. */
async function sendButton(name: string): Promise<HTMLButtonElement> {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function pick(label: string, file: File = photo()) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('IdentityScreen', () => {
  it('shows a pending check without the form', async () => {
    renderIdentity({
      'GET /api/identity': {
        body: status({ state: 'pending', submitted_at: '2026-11-30T10:00:00Z' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('shows the reason of a rejection, with the form to send again', async () => {
    renderIdentity({
      'GET /api/identity': {
        body: status({ state: 'rejected', reason: 'The photo is blurred.' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Identity check rejected' })).toBeTruthy();
    expect(screen.getByText('The photo is blurred.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(
      screen.getByText(
        'A withdrawal above ৳10,000.00, or withdrawals above ৳1,00,000.00 in total, need a verified identity.',
      ),
    ).toBeTruthy();
  });

  it('sends the player to the profile when no birthday is set', async () => {
    renderIdentity({ 'GET /api/identity': { body: status({ birthday: null }) } });
    const link = await screen.findByRole('link', {
      name: 'Set your birthday in Personal Info first.',
    });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('offers a retry when the status cannot be read', async () => {
    renderIdentity({ 'GET /api/identity': { status: 500, body: { message: 'Server Error' } } });
    expect(await screen.findByText('Your identity check could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses a PDF or a huge photo before uploading it', async () => {
    const { requests } = renderIdentity({
      'GET /api/identity': { body: status() },
      'POST /api/identity/file': uploadHandler,
    });
    await screen.findByRole('button', { name: 'Send for review' });
    pick('Front of the document', photo('id.pdf', 'application/pdf'));
    expect(await screen.findByText(identityMessages.fileWrongType)).toBeTruthy();
    pick('Front of the document', photo('id.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await screen.findByText(identityMessages.fileTooLarge)).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/identity/file')).toBe(false);
  });

  it("asks for each photo, then shows the server's field refusal under its field", async () => {
    renderIdentity({
      'GET /api/identity': { body: status() },
      'POST /api/identity/file': uploadHandler,
      'POST /api/identity': {
        status: 422,
        body: {
          message: identityMessages.dateOfBirthMismatch,
          errors: { date_of_birth: [identityMessages.dateOfBirthMismatch] },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(identityMessages.frontRequired)).toBeTruthy();
    expect(screen.getByText(identityMessages.selfieRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText('Date of birth on the document'), {
      target: { value: '1990-05-18' },
    });
    pick('Front of the document');
    pick('Selfie');
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    fireEvent.click(await sendButton('Send for review'));
    expect(await screen.findByText(identityMessages.backRequired)).toBeTruthy();
    pick('Back of the NID');
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    fireEvent.click(await sendButton('Send for review'));
    expect(await screen.findByText(identityMessages.dateOfBirthMismatch)).toBeTruthy();
  });

  it('sends a passport without a back photo and shows the check waiting, in Bangla', async () => {
    const { requests } = renderIdentity(
      {
        'GET /api/identity': { body: status() },
        'POST /api/identity/file': uploadHandler,
        'POST /api/identity': () => ({
          body: {
            message: identityMessages.submitted,
            status: status({ state: 'pending', document_type: 'passport' }),
          },
        }),
      },
      'bn',
    );
    fireEvent.change(await screen.findByLabelText('কাগজের ধরন'), {
      target: { value: 'passport' },
    });
    expect(screen.queryByLabelText('NID-এর পেছনের দিক')).toBeNull();
    fireEvent.change(screen.getByLabelText('কাগজের নম্বর'), { target: { value: 'A01234567' } });
    fireEvent.change(screen.getByLabelText('কাগজে ছাপা জন্মতারিখ'), {
      target: { value: '1990-05-17' },
    });
    pick('কাগজের সামনের দিক');
    pick('সেলফি');
    await waitFor(() => expect(screen.getAllByText('আপলোড হয়েছে')).toHaveLength(2));
    fireEvent.click(await sendButton('যাচাইয়ের জন্য পাঠান'));
    expect(await screen.findByRole('heading', { name: 'যাচাইয়ের অপেক্ষায়' })).toBeTruthy();
    const sent = requests.find(
      (request) => request.url.pathname === '/api/identity' && request.method === 'POST',
    )?.body;
    expect(sent).toEqual({
      document_type: 'passport',
      document_number: 'A01234567',
      date_of_birth: '1990-05-17',
      front_file_id: 'file-1',
      selfie_file_id: 'file-2',
    });
  });
});
