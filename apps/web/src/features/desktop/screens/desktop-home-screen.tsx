/** The desktop home (/): the site's categories as large tiles, and the way to the promotions. */
import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { desktopCategoryIcons } from '../category-icons';
import type { DesktopCategoryKey } from '../desktop-categories';
import './desktop-pages.css';
import { paths } from '../../../shared/routing/paths';

export interface DesktopHomeScreenProps {
  categories: readonly { key: DesktopCategoryKey; href: string }[];
}

export function DesktopHomeScreen({ categories }: DesktopHomeScreenProps) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  return (
    <div className="desktop-page stack-8">
      <h1 className="visually-hidden">{t('desktop.home.title', { site })}</h1>
      <section aria-labelledby="desktop-home-categories">
        <div className="desktop-section__heading stack-1">
          <h2 id="desktop-home-categories" className="desktop-section__title">
            {t('desktop.home.categories')}
          </h2>
          <p className="desktop-section__intro">{t('desktop.home.categoriesIntro')}</p>
        </div>
        <ul className="category-grid">
          {categories.map(({ key, href }) => {
            const Icon = desktopCategoryIcons[key];
            return (
              <li key={key}>
                <Link to={href} className={`category-tile category-tile--${key}`}>
                  <Icon size={36} aria-hidden="true" />
                  <span className="category-tile__name">{t(`desktop.nav.${key}`)}</span>
                  <ArrowRight className="category-tile__arrow" size={18} aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <Link to={paths.promotions.getHref()} className="promo-teaser row-4">
        <Gift size={32} aria-hidden="true" />
        <span className="promo-teaser__text">
          <span className="promo-teaser__title">{t('desktop.home.promotions')}</span>
          <span className="promo-teaser__body">{t('desktop.home.promotionsBody')}</span>
        </span>
        <ArrowRight size={20} aria-hidden="true" />
      </Link>
    </div>
  );
}
