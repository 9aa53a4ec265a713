/** The site's logo from /api/logo, with the site title as text while it loads or if it fails. */
import { useState } from 'react';
import { useGeneral } from './get-general';
import { useLogo } from './get-logo';
import './site-logo.css';

export const DEFAULT_SITE_TITLE = 'Khela';

export function useSiteTitle(): string {
  const general = useGeneral();
  return general.data?.site_title || DEFAULT_SITE_TITLE;
}

export function SiteLogo({ variant = 'mobile' }: { variant?: 'mobile' | 'full' }) {
  const logo = useLogo();
  const title = useSiteTitle();
  const [failedSource, setFailedSource] = useState<string>();
  const source = variant === 'full' ? logo.data?.logo : logo.data?.mobile_logo;
  if (!source || failedSource === source) {
    return <span className="site-logo site-logo--text">{title}</span>;
  }
  return (
    <img
      className={`site-logo site-logo--${variant}`}
      src={source}
      alt={title}
      onError={() => setFailedSource(source)}
    />
  );
}
