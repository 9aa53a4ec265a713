/**
 * The static marketing header under the desktop navigation ([contract: Product] reading A): what the
 * site offers in one line, three facts, and the way in (Sign Up for visitors).
 */
import { Clock3, Languages, Wallet } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { ButtonLink } from '../../../shared/ui/button-link';

export function MarketingHeader({
  registerHref,
  promotionsHref,
}: {
  /** Only for visitors: members are already in. */
  registerHref?: string | undefined;
  promotionsHref: string;
}) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  return (
    <section className="marketing" aria-label={t('desktop.marketing.label', { site })}>
      <div className="marketing__inner row-8">
        <div className="marketing__copy stack-3">
          <p className="marketing__headline">{t('desktop.marketing.headline')}</p>
          <p className="marketing__body">{t('desktop.marketing.body')}</p>
          <ul className="marketing__points">
            <li>
              <Wallet size={18} aria-hidden="true" />
              {t('desktop.marketing.points.taka')}
            </li>
            <li>
              <Languages size={18} aria-hidden="true" />
              {t('desktop.marketing.points.language')}
            </li>
            <li>
              <Clock3 size={18} aria-hidden="true" />
              {t('desktop.marketing.points.time')}
            </li>
          </ul>
        </div>
        <div className="marketing__actions">
          {registerHref ? (
            <ButtonLink to={registerHref}>{t('desktop.marketing.join')}</ButtonLink>
          ) : null}
          <ButtonLink to={promotionsHref} variant="secondary">
            {t('desktop.marketing.seePromotions')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
