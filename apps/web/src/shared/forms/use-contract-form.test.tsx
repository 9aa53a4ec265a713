// Proves the form helper: the contract's schema checks the fields and its message shows under the
// field in the player's language; a refused call's per-field errors land under the fields shown
// (the first one focused) and the rest above the button; a coded message reads by its code; no
// answer at all or an answer without words reads as the form's own text.
import { addPhoneRequestSchema, profileMessages } from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { renderWithProviders } from '../../testing/render';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { placeRefusal, useContractForm } from './use-contract-form';

const texts = { failed: 'Submission failed', networkError: 'Network error, please try again' };

describe('placeRefusal', () => {
  it('puts the first message of each shown field under it and the others above the button', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      phone: ['This phone number is already in use.', 'second'],
      remote_id: ['The remote id is invalid.'],
      agent_code: ['The agent code is unknown.'],
    });
    expect(placeRefusal(error, ['phone', 'email'], texts)).toEqual({
      fieldErrors: { phone: 'This phone number is already in use.' },
      failure: { message: 'The remote id is invalid. The agent code is unknown.' },
    });
  });

  it('with no field shown, the first other message, else the coded server message, else its own', () => {
    expect(
      placeRefusal(new ApiError(422, 'x', { remote_id: ['Hidden.'] }), ['phone'], texts),
    ).toEqual({ fieldErrors: {}, failure: { message: 'Hidden.' } });
    expect(
      placeRefusal(new ApiError(409, 'Taken.', {}, 'profile.phoneTaken'), ['phone'], texts),
    ).toEqual({ fieldErrors: {}, failure: { message: 'Taken.', code: 'profile.phoneTaken' } });
    expect(placeRefusal(new ApiError(500, undefined), ['phone'], texts)).toEqual({
      fieldErrors: {},
      failure: { message: 'Submission failed' },
    });
  });

  it('no answer reads as the network text when the form has one, any other failure as failed', () => {
    expect(placeRefusal(new NetworkError('offline'), [], texts).failure?.message).toBe(
      'Network error, please try again',
    );
    expect(
      placeRefusal(new NetworkError('offline'), [], { failed: 'Failed' }).failure?.message,
    ).toBe('Failed');
    expect(placeRefusal(new Error('bug'), [], texts).failure?.message).toBe('Submission failed');
  });
});

/** A one-field form as the screens write it; `refusal` is what the call throws, if anything. */
function PhoneForm({ refusal, onSent }: { refusal?: unknown; onSent: (phone: string) => void }) {
  const form = useContractForm(addPhoneRequestSchema, { defaultValues: { phone: '' } });
  const onSubmit = form.submit((request) => {
    if (refusal !== undefined) form.showRefusal(refusal, ['phone'], texts);
    else onSent(request.phone);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Phone" {...form.field('phone')} />
      <FormAlert message={form.failureText} />
      <button type="submit">Add</button>
    </form>
  );
}

describe('useContractForm', () => {
  it("checks with the contract's schema and shows its message in Bangla", async () => {
    const sent: string[] = [];
    renderWithProviders(<PhoneForm onSent={(phone) => sent.push(phone)} />, { language: 'bn' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('ফোন নম্বর দিতে হবে')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the parsed values once they pass', async () => {
    const sent: string[] = [];
    renderWithProviders(<PhoneForm onSent={(phone) => sent.push(phone)} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual(['01712345678']));
  });

  it("shows a refusal's field error at the field, focused, and a coded message by its code", async () => {
    const refusal = new ApiError(422, 'The given data was invalid.', {
      phone: [profileMessages.phoneTaken],
    });
    const view = renderWithProviders(<PhoneForm refusal={refusal} onSent={() => {}} />);
    const input = screen.getByLabelText('Phone');
    fireEvent.change(input, { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(profileMessages.phoneTaken)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('alert').textContent).toBe('');

    view.unmount();
    const coded = new ApiError(409, 'An English text the server chose.', {}, 'profile.phoneTaken');
    renderWithProviders(<PhoneForm refusal={coded} onSent={() => {}} />, { language: 'bn' });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('এই ফোন নম্বরটি ইতিমধ্যে ব্যবহৃত হচ্ছে।')).toBeTruthy();
  });
});
