/**
 * The scrolling announcement bar (marquee speed 30, [contract: Limits]) fed by the general notice
 * list. The moving copy is hidden from screen readers, which read the notices once as a list;
 * with reduced motion the notices sit still and wrap.
 */
import { MARQUEE_SPEED } from '@khela/contract';
import { Megaphone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { noticesOf, useGeneral } from '../../../shared/site/get-general';
import { Marquee } from '../../../shared/ui/marquee';
import { usePrefersReducedMotion } from '../../../shared/use-media-query';
import './notice-bar.css';

export function NoticeBar() {
  const { t } = useTranslation();
  const general = useGeneral();
  const reduceMotion = usePrefersReducedMotion();
  const notices = noticesOf(general.data);
  if (notices.length === 0) return null;
  return (
    <section className="notice-bar box row-2" aria-label={t('home.notices')}>
      <Megaphone className="notice-bar__icon" size={18} aria-hidden="true" />
      <ul className="visually-hidden">
        {notices.map((notice, index) => (
          <li key={index}>{notice}</li>
        ))}
      </ul>
      {reduceMotion ? (
        <p className="notice-bar__still" aria-hidden="true">
          {notices.join(' · ')}
        </p>
      ) : (
        <div className="notice-bar__track" aria-hidden="true">
          <Marquee speed={MARQUEE_SPEED}>
            {notices.map((notice, index) => (
              <span key={index} className="notice-bar__item">
                {notice}
              </span>
            ))}
          </Marquee>
        </div>
      )}
    </section>
  );
}
