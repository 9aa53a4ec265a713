/**
 * One change to a payment method or a receiving number, in a panel: what changes (and what the
 * player will see), the fields if any, then Save. The server's field errors show at the field;
 * a busy Save cannot send twice.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PaymentAdminMessageResponse } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { FormField } from '../ui/form-field';
import { StepButtons } from '../ui/step-buttons';
import { Modal } from './modal';

export interface ChangeField {
  name: string;
  label: string;
  initial: string;
  options?: readonly string[];
  inputMode?: 'decimal' | 'numeric' | 'tel';
  hint?: string;
}

interface Props {
  title: string;
  summary: ReactNode;
  fields?: readonly ChangeField[];
  confirmLabel: string;
  danger?: boolean;
  submit: (values: Record<string, string>) => Promise<PaymentAdminMessageResponse>;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function ChangeDialog({
  title,
  summary,
  fields = [],
  confirmLabel,
  danger = false,
  submit,
  onClose,
  onDone,
}: Props) {
  const idPrefix = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial])),
  );
  const save = useMutation({ mutationFn: submit, onSuccess: (answer) => onDone(answer.message) });
  const fieldErrors = fieldErrorsOf(save.error);
  const unplaced = save.isError && fields.every((field) => fieldErrors[field.name] === undefined);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };

  return (
    <Modal title={title} onClose={onClose} busy={save.isPending}>
      <form className="decision" onSubmit={send} noValidate>
        <div className="decision-note">{summary}</div>
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = fieldErrors[field.name]?.[0];
          const change = (value: string) => setValues((now) => ({ ...now, [field.name]: value }));
          return (
            <FormField
              key={field.name}
              id={id}
              label={field.label}
              hint={field.hint}
              errors={error}
              isErrorAnnounced
            >
              {(control) =>
                field.options ? (
                  <select
                    {...control}
                    value={values[field.name] ?? ''}
                    onChange={(event) => change(event.target.value)}
                  >
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    name={field.name}
                    inputMode={field.inputMode}
                    value={values[field.name] ?? ''}
                    onChange={(event) => change(event.target.value)}
                  />
                )
              }
            </FormField>
          );
        })}
        {unplaced && (
          <p className="form-error" role="alert">
            {errorMessage(save.error)}
          </p>
        )}
        <StepButtons
          confirmLabel={save.isPending ? 'Saving…' : confirmLabel}
          isBusy={save.isPending}
          isDanger={danger}
          onBack={onClose}
        />
      </form>
    </Modal>
  );
}
