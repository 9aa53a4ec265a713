/** An Account page: its title with the way back to the Account menu, then its content. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import '../exchange-account.css';
import { paths } from '../../../shared/routing/paths';

export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="exchange-account stack-3">
      <ScreenHeading
        title={title}
        backHref={paths.exchangeAccount.getHref()}
        backLabel={t('exchangeAccount.back')}
      />
      {children}
    </div>
  );
}
