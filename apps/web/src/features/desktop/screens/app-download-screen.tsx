/**
 * The desktop reading's app download page (opened from the top navigation in a new tab): the
 * operator's Android app under the site's name when one is published, and in every case how to
 * install the site from a phone's browser.
 */
import { Download, EllipsisVertical, Share, Smartphone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGeneral } from '../../../shared/site/get-general';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { DesktopPageHeading } from '../components/desktop-page-heading';
import './desktop-pages.css';

export function AppDownloadScreen() {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const general = useGeneral();
  const downloadUrl = general.data?.app_download_url ?? null;
  const fileName = downloadUrl?.split('/').pop() ?? '';
  return (
    <div className="desktop-page stack-8">
      <DesktopPageHeading
        icon={<Smartphone size={28} />}
        title={t('desktop.appDownload.title', { site })}
        intro={t('desktop.appDownload.intro', { site })}
      />
      {general.isPending ? (
        <Skeleton width={240} height={48} />
      ) : downloadUrl ? (
        <section className="app-download box stack-3">
          <a className={buttonClasses('primary', 'md', false)} href={downloadUrl} download>
            <Download size={20} aria-hidden="true" />
            <span>{t('desktop.appDownload.download', { file: fileName })}</span>
          </a>
          <p className="text-muted-sm">{t('desktop.appDownload.androidSteps')}</p>
        </section>
      ) : null}
      <section className="app-download box stack-3">
        <p>{t('desktop.appDownload.browserIntro', { site, address: window.location.host })}</p>
        <ol className="app-download__steps plain-list stack-3">
          <li className="row-2">
            <EllipsisVertical size={18} aria-hidden="true" />
            <span>{t('navigation.install.android')}</span>
          </li>
          <li className="row-2">
            <Share size={18} aria-hidden="true" />
            <span>{t('navigation.install.iphone')}</span>
          </li>
        </ol>
      </section>
    </div>
  );
}
