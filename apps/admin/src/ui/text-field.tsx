/**
 * A form field whose control is a text input (FormField around an `<input>`): the field's label,
 * hint and error, and an input that reports its text, so a form writes only what differs (name,
 * type, limits, autocomplete).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type InputAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'className' | 'value' | 'onChange' | 'children'
>;

export interface TextFieldProps extends Omit<FormFieldProps, 'children'>, InputAttributes {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextField({
  id,
  label,
  hint,
  errors,
  className,
  isLabelHidden,
  isErrorAnnounced,
  value,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      isLabelHidden={isLabelHidden}
      isErrorAnnounced={isErrorAnnounced}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
