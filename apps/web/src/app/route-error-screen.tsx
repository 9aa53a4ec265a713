/**
 * The page for an unmatched route or a screen that failed (a thrown error, a chunk that would not
 * load). The spec asks for the status or message and a trace; the trace sits folded under a
 * friendly explanation with a way home.
 */
import { House, RotateCw } from 'lucide-react';
import { useTranslation } from '../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { SiteLogo } from '../shared/site/site-logo';
import { Button } from '../shared/ui/button';
import { ButtonLink } from '../shared/ui/button-link';
import { paths } from '../shared/routing/paths';
import './route-error-screen.css';

export type RouteErrorProps = { error: Error } | { status: 404 };

export function describeRouteError(props: RouteErrorProps, pathname: string) {
  if ('status' in props) {
    return {
      status: props.status,
      isNotFound: true,
      trace: `404 Not Found\nNo route matches URL "${pathname}"`,
    };
  }
  const { error } = props;
  return {
    status: undefined,
    isNotFound: false,
    trace: error.stack ?? `${error.name}: ${error.message}`,
  };
}

export function RouteErrorScreen(props: RouteErrorProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status, isNotFound, trace } = describeRouteError(props, pathname);
  const message = 'error' in props ? props.error.message : undefined;
  return (
    <main className="error-screen">
      <div className="error-screen__logo">
        <SiteLogo variant="full" />
      </div>
      {status === undefined ? (
        <p className="error-screen__message">{message}</p>
      ) : (
        <p className="error-screen__status">{t('error.status', { status })}</p>
      )}
      <h1 className="error-screen__title">
        {isNotFound ? t('error.notFoundTitle') : t('error.title')}
      </h1>
      <p className="error-screen__body">{isNotFound ? t('error.notFoundBody') : t('error.body')}</p>
      <div className="error-screen__actions stack-3">
        {/* After a failure a full load is the surest way back: it also fetches fresh chunks. */}
        <ButtonLink
          to={paths.home.getHref()}
          reloadDocument={!isNotFound}
          block
          icon={<House size={20} aria-hidden="true" />}
        >
          {t('error.home')}
        </ButtonLink>
        {isNotFound ? null : (
          <Button
            variant="ghost"
            block
            icon={<RotateCw size={20} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            {t('error.reload')}
          </Button>
        )}
      </div>
      <details className="error-screen__details text-muted-sm">
        <summary>{t('error.details')}</summary>
        <pre className="error-screen__trace box-sunken">{trace}</pre>
      </details>
    </main>
  );
}
