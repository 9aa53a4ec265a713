// Proves the form helper: the contract's schema checks the fields and its message shows under the
// field in the player's language; a refused call's per-field errors land under the fields shown
// (the first one focused) and the rest above the button; a coded message reads by its code; no
// answer at all or an answer without words reads as the form's own text; a one-message form shows
// only the schema's first issue, or the server's first field, and keeps it until the next press.
import {
  addPhoneRequestSchema,
  changePasswordMessages,
  changePasswordRequestSchema,
  profileMessages,
} from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
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

  it("with one message at a time, only the server's first field counts", () => {
    const both = new ApiError(422, 'x', { old_password: ['Wrong.'], new_password: ['Weak.'] });
    expect(placeRefusal(both, ['new_password', 'old_password'], texts, true)).toEqual({
      fieldErrors: { old_password: 'Wrong.' },
      failure: undefined,
    });
    const hiddenFirst = new ApiError(422, 'x', {
      remote_id: ['Hidden.'],
      old_password: ['Wrong.'],
    });
    expect(placeRefusal(hiddenFirst, ['old_password'], texts, true)).toEqual({
      fieldErrors: {},
      failure: { message: 'Hidden.' },
    });
  });
});

const usePhoneForm = () => useContractForm(addPhoneRequestSchema, { defaultValues: { phone: '' } });

/** The phone forms' markup, as the screens write it. */
function PhoneFields({
  form,
  onSubmit,
}: {
  form: ReturnType<typeof usePhoneForm>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Phone" {...form.field('phone')} />
      <FormAlert message={form.failureText} />
      <button type="submit">Add</button>
    </form>
  );
}

/** A one-field form as the screens write it; `refusal` is what the call throws, if anything. */
function PhoneForm({ refusal, onSent }: { refusal?: unknown; onSent: (phone: string) => void }) {
  const form = usePhoneForm();
  const onSubmit = form.submit((request) => {
    if (refusal !== undefined) form.showRefusal(refusal, ['phone'], texts);
    else onSent(request.phone);
  });
  return <PhoneFields form={form} onSubmit={onSubmit} />;
}

/** A form whose own check comes before the fields' and, when it fails, speaks alone. */
function CheckedFirstForm({ isBlocked }: { isBlocked: boolean }) {
  const form = usePhoneForm();
  const onSubmit = form.submit(
    () => {},
    async () => {
      await Promise.resolve();
      if (isBlocked) {
        form.clearErrors();
        form.setFailure('Blocked.');
      }
    },
  );
  return <PhoneFields form={form} onSubmit={onSubmit} />;
}

/** Two of the change-password fields, whose schema declares them in the spec's check order. */
function OneMessageForm({ refusal }: { refusal?: unknown }) {
  const form = useContractForm(changePasswordRequestSchema, {
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
    isOneMessageAtATime: true,
  });
  const onSubmit = form.submit(() => {
    if (refusal !== undefined) {
      form.showRefusal(
        refusal,
        ['old_password', 'new_password', 'new_password_confirmation'],
        texts,
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Current" {...form.field('old_password')} />
      <TextField label="New" {...form.field('new_password')} />
      <TextField label="Confirm" {...form.field('new_password_confirmation')} />
      <FormAlert message={form.failureText} />
      <button type="submit">Change</button>
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

  it("one message at a time: the schema's first issue, focused, kept until the next press", async () => {
    renderWithProviders(<OneMessageForm />);
    const press = () => fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    press();
    expect(await screen.findByText(changePasswordMessages.newPasswordRule)).toBeTruthy();
    expect(screen.queryByText(changePasswordMessages.currentRequired)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('New'));

    fireEvent.change(screen.getByLabelText('New'), { target: { value: 'fresh2025' } });
    fireEvent.change(screen.getByLabelText('Current'), { target: { value: '' } });
    // Typing checks nothing: the one message stays, and no other appears.
    await waitFor(() =>
      expect(screen.getByText(changePasswordMessages.newPasswordRule)).toBeTruthy(),
    );
    expect(screen.queryByText(changePasswordMessages.currentRequired)).toBeNull();

    press();
    expect(await screen.findByText(changePasswordMessages.currentRequired)).toBeTruthy();
    expect(screen.queryByText(changePasswordMessages.newPasswordRule)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Current'));
  });

  it("one message at a time: a refusal shows only the server's first field, focused", async () => {
    const refusal = new ApiError(422, 'x', {
      new_password_confirmation: ['Again.'],
      old_password: ['Wrong.'],
    });
    renderWithProviders(<OneMessageForm refusal={refusal} />);
    fireEvent.change(screen.getByLabelText('Current'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('New'), { target: { value: 'fresh2025' } });
    fireEvent.change(screen.getByLabelText('Confirm'), { target: { value: 'fresh2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Again.')).toBeTruthy();
    expect(screen.queryByText('Wrong.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm'));
  });

  it('awaits onInvalid before the focus moves, so a check it makes can speak alone', async () => {
    const view = renderWithProviders(<CheckedFirstForm isBlocked />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Blocked.')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).not.toBe(screen.getByLabelText('Phone'));

    view.unmount();
    renderWithProviders(<CheckedFirstForm isBlocked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(profileMessages.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });
});
