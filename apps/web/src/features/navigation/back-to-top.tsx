/** The back-to-top button, shown once the page has scrolled past 300 px ([contract: Screens]). */
import { SCROLL_THRESHOLD_PX } from '@khela/contract';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { usePrefersReducedMotion } from '../../shared/use-media-query';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import './back-to-top.css';

export function BackToTop() {
  const { t } = useTranslation();
  const isShown = useScrolledPast(SCROLL_THRESHOLD_PX);
  const reduceMotion = usePrefersReducedMotion();
  if (!isShown) return null;
  return (
    <button
      type="button"
      className="back-to-top tap-square inline-center"
      aria-label={t('navigation.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUp size={22} aria-hidden="true" />
    </button>
  );
}
