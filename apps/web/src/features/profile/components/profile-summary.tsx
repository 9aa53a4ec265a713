/** The profile's head: username, level (Normal for everyone), VIP points, full name and since when. */
import type { User } from '@khela/contract';
import { Crown } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';

export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = user.name.trim();
  return (
    <section className="panel panel--hero profile-head" aria-labelledby="profile-username">
      <span className="avatar" aria-hidden="true">
        {(name || user.username).slice(0, 1).toUpperCase()}
      </span>
      <div className="profile-head__text stack-1">
        <h2 id="profile-username" className="profile-head__username text-clip">
          {user.username}
        </h2>
        <dl className="profile-head__facts">
          <div>
            <dt>{t('profile.level')}</dt>
            {/* The spec shows every player at the level 'Normal' (DEFAULT_USER_LEVEL). */}
            <dd className="profile-level">{t('profile.levelNormal')}</dd>
          </div>
          <div>
            <dt>{t('profile.vipPoints')}</dt>
            <dd className="profile-head__vip">
              <Crown size={14} aria-hidden="true" />
              {format.number(user.vip_coin)}
            </dd>
          </div>
        </dl>
      </div>
      <div className="profile-head__name">
        <p className="profile-head__full-name">
          <span className="visually-hidden">{t('profile.fullName')}: </span>
          {name || t('profile.noName')}
        </p>
        <p className="profile-head__since text-muted-sm">
          {t('profile.registered', { date: format.date(user.created_at) })}
        </p>
      </div>
    </section>
  );
}
