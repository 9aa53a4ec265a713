/**
 * A phone screen the desktop site has no design of its own for, centred in the page. Kept apart
 * from the desktop frame so the route table, which every phone loads, stays small.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import './mobile-column.css';

export function MobileColumn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="desktop-column" role="region" aria-label={t('desktop.mobileColumn')}>
      {children}
    </div>
  );
}
