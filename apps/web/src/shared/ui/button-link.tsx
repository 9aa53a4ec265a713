/**
 * A link that looks like a button. Kept apart from Button so a page without the router (the house
 * games) does not pull react-router in with its buttons.
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
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
    <Link {...rest} className={buttonClasses(variant, size, block, className)}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
