/** Code fields (a captcha, an OTP, a verification code) take digits only. */
import type { ChangeEvent } from 'react';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A registered field whose input drops anything but digits as they are typed. */
export function keepingDigits<
  Props extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
>(props: Props): Props {
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = digitsOf(event.target.value);
      return props.onChange(event);
    },
  };
}
