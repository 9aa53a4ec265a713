/**
 * What a .link-row (list-card.css) shows inside its link: the icon, the label, anything the link
 * adds for screen readers, then the chevron.
 */
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function LinkRowContent({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Icon className="link-row__icon" size={20} aria-hidden="true" />
      <span className="link-row__label">{label}</span>
      {children}
      <ChevronRight className="link-row__chevron" size={18} aria-hidden="true" />
    </>
  );
}
