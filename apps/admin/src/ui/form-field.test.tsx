import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { ChoiceField } from './choice-field';
import { TextAreaField, TextField } from './text-field';

describe('FormField', () => {
  it('ties its label to the control and links the hint', () => {
    render(
      <FormField id="site-title" label="Site title" hint="Shown in the browser tab.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Site title');
    expect(input.id).toBe('site-title');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('site-title-hint');
    expect(document.getElementById('site-title-hint')?.textContent).toBe(
      'Shown in the browser tab.',
    );
  });

  it('shows the field error, marks the control invalid and links the error to it', () => {
    render(
      <FormField id="turnover" label="Turnover" hint="0 to 50." errors={['Too high.', 'Whole.']}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Turnover');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('turnover-hint turnover-error');
    const error = document.getElementById('turnover-error');
    expect(error?.textContent).toBe('Too high. Whole.');
    expect(error?.className).toBe('field-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes one message, and reads it out at once when asked', () => {
    render(
      <FormField id="reason" label="Reason" errors="Enter a reason." isErrorAnnounced>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Enter a reason.');
    expect(screen.getByLabelText('Reason').getAttribute('aria-describedby')).toBe('reason-error');
  });

  it('hides no error and marks nothing for an empty list', () => {
    render(
      <FormField id="role" label="Role" errors={[]} className="field-wide" isLabelHidden>
        {(control) => (
          <select {...control}>
            <option>support</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByLabelText('Role');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(select.parentElement?.className).toBe('field field-wide');
    expect(screen.getByText('Role').className).toBe('visually-hidden');
  });
});

describe('TextField and TextAreaField', () => {
  it('is a FormField around a text input that reports its text', () => {
    const typed: string[] = [];
    render(
      <TextField
        id="operator-name"
        label="Username"
        errors="The username has already been taken."
        value="desk1"
        maxLength={20}
        autoComplete="off"
        onValueChange={(value) => typed.push(value)}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Username');
    expect(input.value).toBe('desk1');
    expect(input.maxLength).toBe(20);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('operator-name-error');
    fireEvent.change(input, { target: { value: 'desk12' } });
    expect(typed).toEqual(['desk12']);
  });

  it('takes a text area for a longer text, which reports its text the same way', () => {
    const typed: string[] = [];
    render(
      <TextAreaField
        id="notice"
        label="Notice"
        hint="Shown in the announcement bar."
        value="Welcome"
        rows={3}
        maxLength={200}
        onValueChange={(value) => typed.push(value)}
      />,
    );
    const area = screen.getByLabelText<HTMLTextAreaElement>('Notice');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('Welcome');
    expect(area.rows).toBe(3);
    expect(area.maxLength).toBe(200);
    expect(area.getAttribute('aria-describedby')).toBe('notice-hint');
    fireEvent.change(area, { target: { value: 'Welcome back' } });
    expect(typed).toEqual(['Welcome back']);
  });
});

describe('ChoiceField', () => {
  it('lists its choices by their labels and reports the one chosen', () => {
    const chosen: string[] = [];
    const labels = { full: 'Full desktop site', off: 'Phone layout' } as const;
    render(
      <ChoiceField
        id="desktop-mode"
        label="Desktop mode"
        name="desktop_mode"
        options={['full', 'off'] as const}
        labelOf={(mode) => labels[mode]}
        value="full"
        onValueChange={(mode) => chosen.push(mode)}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Desktop mode');
    expect(select.name).toBe('desktop_mode');
    expect(select.value).toBe('full');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Full desktop site',
      'Phone layout',
    ]);
    fireEvent.change(select, { target: { value: 'off' } });
    expect(chosen).toEqual(['off']);
  });
});
