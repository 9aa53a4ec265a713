/**
 * /exchange-account/profile: who is betting, from GET /api/user/show (the account menu's own
 * cache entry): username, name, phone, email, currency, and the exchange's time zone.
 */
import { TIME_ZONE_LABEL } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUser } from '../../../shared/session/get-user';
import { AccountPage } from '../components/account-page';
import { FactList } from '../components/fact-list';
import { QueryStates } from '../components/query-states';

export function AccountProfileScreen() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <AccountPage title={t('exchangeAccount.menu.profile')}>
      <QueryStates query={user}>
        {(profile) => (
          <section className="exchange-account__card stack-2">
            <FactList
              facts={[
                { label: t('exchangeAccount.profile.username'), value: profile.username },
                { label: t('exchangeAccount.profile.name'), value: profile.name },
                { label: t('exchangeAccount.profile.phone'), value: profile.phone },
                { label: t('exchangeAccount.profile.email'), value: profile.email },
                { label: t('exchangeAccount.profile.currency'), value: profile.currency },
                { label: t('exchangeAccount.profile.timeZone'), value: TIME_ZONE_LABEL },
              ]}
            />
          </section>
        )}
      </QueryStates>
    </AccountPage>
  );
}
