/**
 * A form field whose control is a select of fixed choices (FormField around a `<select>`), each
 * shown by its label: the form names its choices and hears back one of them, typed.
 */
import { FormField, type FormFieldProps } from './form-field';

export interface ChoiceFieldProps<T extends string> extends Omit<FormFieldProps, 'children'> {
  /** The form's name for the value, where the form is sent as such. */
  name?: string | undefined;
  options: readonly T[];
  /** What an option reads as; the option itself by default. */
  labelOf?: (option: T) => string;
  value: T;
  onValueChange: (value: T) => void;
}

export function ChoiceField<T extends string>({
  name,
  options,
  labelOf = (option) => option,
  value,
  onValueChange,
  ...field
}: ChoiceFieldProps<T>) {
  return (
    <FormField {...field}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          // The select lists only `options`, so what it reports is one of them.
          onChange={(event) => onValueChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
