/**
 * A form field whose control takes text (FormField around an `<input>`, or a `<textarea>` for a
 * longer text): the field's label, hint and error, and a control that reports its text, so a form
 * writes only what differs (name, type, limits, rows, autocomplete).
 */
import { createElement, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type TextControl = 'input' | 'textarea';

type TextFieldOf<Control extends TextControl> = Omit<FormFieldProps, 'children'> &
  Omit<
    ComponentPropsWithoutRef<Control>,
    'id' | 'className' | 'value' | 'onChange' | 'children'
  > & {
    value: string;
    onValueChange: (value: string) => void;
  };

export type TextFieldProps = TextFieldOf<'input'>;
export type TextAreaFieldProps = TextFieldOf<'textarea'>;

export function TextField(props: TextFieldProps) {
  return <TextControlField control="input" {...props} />;
}

export function TextAreaField(props: TextAreaFieldProps) {
  return <TextControlField control="textarea" {...props} />;
}

function TextControlField<Control extends TextControl>({
  control: controlTag,
  id,
  label,
  hint,
  errors,
  className,
  isLabelHidden,
  isErrorAnnounced,
  value,
  onValueChange,
  ...attributes
}: TextFieldOf<Control> & { control: Control }) {
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
      {(control) =>
        createElement(controlTag, {
          ...attributes,
          ...control,
          value,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onValueChange(event.target.value),
        })
      }
    </FormField>
  );
}
