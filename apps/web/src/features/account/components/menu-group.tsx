/** A titled group of account menu rows; every row is a real link, in the app or outside it. */
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { LinkRowContent } from '../../../shared/ui/link-row-content';

export interface MenuEntry {
  key: string;
  label: string;
  icon: LucideIcon;
  href: string;
  /** Outside addresses (WhatsApp, mailto:) open outside the app. */
  isExternal?: boolean;
}

export function MenuGroup({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: MenuEntry[];
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const headingId = `menu-group-${id}`;
  return (
    <section className="menu-group stack-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="menu-group__title text-muted-sm">
        {title}
      </h2>
      <ul className="list-card">
        {entries.map(({ key, label, icon: Icon, href, isExternal }) => (
          <li key={key}>
            {isExternal ? (
              <a className="link-row" href={href} target="_blank" rel="noopener noreferrer">
                <LinkRowContent icon={Icon} label={label}>
                  <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                </LinkRowContent>
              </a>
            ) : (
              <Link className="link-row" to={href}>
                <LinkRowContent icon={Icon} label={label} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
