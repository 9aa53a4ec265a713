/**
 * The splash while the first site data loads ([contract: Screens]): the operator's loader image once
 * its address is known, three dots before that and whenever the image fails.
 */
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DotLoader } from '../../../shared/ui/loaders';
import './site-screens.css';

export function SplashScreen({
  loaderLogo,
  siteTitle,
}: {
  loaderLogo?: string | undefined;
  siteTitle: string;
}) {
  const { t } = useTranslation();
  const [failedSource, setFailedSource] = useState<string>();
  const label = t('splash.loading', { site: siteTitle });
  return (
    <div className="site-screen site-screen--splash">
      {loaderLogo && failedSource !== loaderLogo ? (
        <div role="status" className="splash__logo-wrap">
          <img
            className="splash__logo"
            src={loaderLogo}
            alt=""
            width={96}
            height={96}
            onError={() => setFailedSource(loaderLogo)}
          />
          <span className="visually-hidden">{label}</span>
        </div>
      ) : (
        <DotLoader label={label} />
      )}
    </div>
  );
}
