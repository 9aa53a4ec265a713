/**
 * Buttons and button-looking links. A busy button disables itself and shows a spinner, so a
 * request can never be sent twice (DESIGN.md "Feel").
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './loaders';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'sm';

function classes(variant: Variant, size: Size, block: boolean, extra?: string): string {
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
  variant?: Variant;
  size?: Size;
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
      className={classes(variant, size, block, className)}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Spinner /> : icon}
      <span>{isBusy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block = false,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={classes(variant, size, block, className)}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
