/** Home (/): the Main banner slider and the announcement bar; later issues add the game blocks. */
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { BannerSlider } from '../components/banner-slider';
import { NoticeBar } from '../components/notice-bar';

export function HomeScreen() {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  return (
    <>
      <h1 className="visually-hidden">{t('header.siteHome', { site: siteTitle })}</h1>
      <BannerSlider />
      <NoticeBar />
    </>
  );
}
