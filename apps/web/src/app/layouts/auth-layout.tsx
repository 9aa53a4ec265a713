/** Login and signup: a slim bar with a way back home, the operator's logo and the language choice. */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { SiteLogo } from '../../shared/site/site-logo';
import { paths } from '../../shared/routing/paths';
import { ScreenSuspense } from './screen-loader';
import './layouts.css';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header className="auth-bar top-bar top-bar--frosted">
        <Link
          to={paths.home.getHref()}
          className="auth-bar__back tap-square inline-center"
          aria-label={t('common.home')}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="auth-bar__logo">
          <SiteLogo />
        </div>
        <LanguageSelect />
      </header>
      <main id="main" className="layout-main">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
    </>
  );
}
