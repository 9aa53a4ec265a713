/**
 * One way to write a player form: react-hook-form checks the fields with the contract's zod schema
 * (the server runs the same one, so both say the same words), a refused call's per-field `errors`
 * land under their fields and the rest above the button, and every message shows in the player's
 * language through the catalogue (`useMessageTranslator`, by the answer's code when it has one).
 * docs/style.md (A form) has the example to copy.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, isNetworkError } from '../api-client';
import { useMessageTranslator } from '../i18n/server-messages';

/** A catalogue text for above the button, with the server's code when it sent one. */
export interface FormFailure {
  message: string;
  code?: string | undefined;
}

/** The catalogue texts of a refusal that names no field shown (e.g. the contract's `signupMessages`). */
export interface RefusalTexts {
  /** When the server's answer carries no message of its own. */
  failed: string;
  /** When no answer arrived at all; `failed` when the form has no text of its own for it. */
  networkError?: string;
}

/**
 * Where a refused call's messages go: the first message of each of `fields` under its field (the
 * first of them focused), the others above the button; with none placed, the first other message,
 * else the server's own, else `texts.failed`. With `isOneMessage`, only the server's first field
 * counts, so the form still shows a single message. Pure, so the rule is tested without a form.
 */
export function placeRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  texts: RefusalTexts,
  isOneMessage = false,
): { fieldErrors: Partial<Record<Field, string>>; failure: FormFailure | undefined } {
  if (!isApiError(error)) {
    const message = isNetworkError(error) ? (texts.networkError ?? texts.failed) : texts.failed;
    return { fieldErrors: {}, failure: { message } };
  }
  const fieldErrors: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  const entries = Object.entries(error.errors);
  for (const [field, messages] of isOneMessage ? entries.slice(0, 1) : entries) {
    const first = messages[0];
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as Field] = first;
    else others.push(first);
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { fieldErrors, failure: others.length > 0 ? { message: others.join(' ') } : undefined };
  }
  if (others[0] !== undefined) return { fieldErrors, failure: { message: others[0] } };
  if (error.serverMessage) {
    return { fieldErrors, failure: { message: error.serverMessage, code: error.code } };
  }
  return { fieldErrors, failure: { message: texts.failed } };
}

export type ContractFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> & {
  /**
   * For a screen whose spec shows one message at a time: only the schema's first issue shows (so
   * a schema declares its fields in the spec's check order), only the server's first field error,
   * and a message stays until the next press unless `reValidateMode` says otherwise.
   */
  isOneMessageAtATime?: boolean;
};

/** The resolver's answer cut to its first error, which is the schema's first issue. */
function keepingFirstError<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const [first] = Object.keys(result.errors);
    if (first === undefined) return result;
    return { values: {}, errors: { [first]: result.errors[first] } as FieldErrors<Input> };
  };
}

export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { isOneMessageAtATime = false, ...options }: ContractFormOptions<Input, Output>,
) {
  const translate = useMessageTranslator();
  const resolver = zodResolver(schema);
  const form = useForm<Input, unknown, Output>({
    ...(isOneMessageAtATime ? { reValidateMode: 'onSubmit' } : {}),
    ...options,
    resolver: isOneMessageAtATime ? keepingFirstError(resolver) : resolver,
  });
  const [failure, setFailureState] = useState<FormFailure>();

  /** The field's error in the player's language, for a field component's `error`. */
  const errorOf = (name: Path<Input>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? translate(message) : undefined;
  };

  /** A field's registration and its error, spread onto `TextField`, `PasswordField`, `SelectField`. */
  const field = (name: Path<Input>, registerOptions?: RegisterOptions<Input, Path<Input>>) => ({
    ...form.register(name, registerOptions),
    error: errorOf(name),
  });

  /** Sets the message above the button (a catalogue text, with its code when the server sent one). */
  const setFailure = (message: string | undefined, code?: string) =>
    setFailureState(message === undefined ? undefined : { message, code });

  /** Puts a refused call's messages on the form (see `placeRefusal`); true when a field took one. */
  const showRefusal = (
    error: unknown,
    fields: readonly Path<Input>[],
    texts: RefusalTexts,
  ): boolean => {
    const placed = placeRefusal(error, fields, texts, isOneMessageAtATime);
    let isFirst = true;
    for (const name of fields) {
      const message = placed.fieldErrors[name];
      if (!message) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    }
    setFailureState(placed.failure);
    return !isFirst;
  };

  /**
   * The form's `onSubmit`: clears the message above the button, checks the fields with the schema
   * (the first field in error takes the focus) and calls `onValid` with the parsed values. A spec
   * that checks something else before the fields passes `onInvalid`, awaited before the focus
   * moves: clearing the errors there lets that check speak first.
   */
  const submit =
    (
      onValid: (values: Output) => Promise<void> | void,
      onInvalid?: (errors: FieldErrors<Input>) => Promise<void> | void,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      setFailureState(undefined);
      void form.handleSubmit(onValid, onInvalid)(event);
    };

  return {
    ...form,
    errorOf,
    field,
    failure,
    /** The message above the button in the player's language, for `FormAlert`. */
    failureText: failure ? translate(failure.message, failure.code) : undefined,
    setFailure,
    showRefusal,
    submit,
  };
}
