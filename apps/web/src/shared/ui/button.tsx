/**
 * Buttons and button-looking links. A busy button disables itself and shows a spinner, so a
 * request can never be sent twice.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './loaders';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'sm';

/** The class list shared by buttons and button-looking links. */
export function buttonClasses(
  variant: ButtonVariant,
  size: ButtonSize,
  block: boolean,
  extra?: string,
): string {
  return [
    'button',
    `button--${variant}`,
    `button--${size}`,
    block ? 'button--block' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  isBusy?: boolean;
  /** Read out and shown instead of the children while busy. */
  busyLabel?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  isBusy = false,
  busyLabel,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClasses(variant, size, block, className)}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Spinner /> : icon}
      <span>{isBusy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
