/**
 * Desktop promotions (/promotions on a wide screen, [contract: Screens] desktop, [contract: States], [contract: Limits]): the
 * banner carousel, the category filter strip (which does filter, by the promotion's category
 * codes) and the cards, each with Details and, for a visitor, Sign Up Now to the register page.
 */
import {
  matchesDesktopPromotionCategory,
  type DesktopPromotionCategoryCode,
} from '@khela/contract';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/session-store';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Skeleton } from '../../../shared/ui/loaders';
import { MediaCard, MediaCardSkeleton } from '../../../shared/ui/media-card';
import { usePromotions, type ListedPromotion } from '../api/get-promotions';
import { PromotionDetailsDialog } from '../components/promotion-details-dialog';
import { PromotionFilterStrip } from '../components/promotion-filter-strip';
import { DetailsButton } from '../components/details-button';
import { PromotionDates } from '../components/promotion-dates';
import './desktop-promotions-screen.css';
import { RetryButton } from '../../../shared/ui/retry-button';

const PromotionBannerCarousel = lazy(() => import('../components/promotion-banner-carousel'));

export interface DesktopPromotionsScreenProps {
  /** The guest register page, for the cards' Sign Up Now. */
  registerHref: string;
}

function BannerSkeleton() {
  return <Skeleton className="promo-banner__skeleton" radius="var(--radius-lg)" />;
}

function DesktopPromotionCard({
  promotion,
  registerHref,
  onDetails,
}: {
  promotion: ListedPromotion;
  registerHref: string | undefined;
  onDetails: (promotion: ListedPromotion) => void;
}) {
  const { t } = useTranslation();
  const titleId = `desktop-promotion-${promotion.id}`;
  return (
    <MediaCard
      titleId={titleId}
      image={promotion.thumbnail}
      bodyClassName="desktop-promotion__body"
    >
      <h2 id={titleId} className="media-card__title">
        {promotion.name}
      </h2>
      <p className="desktop-promotion__description">{promotion.desc}</p>
      <PromotionDates startDate={promotion.start_date} endDate={promotion.end_date} />
      <div className="desktop-promotion__actions">
        {registerHref ? (
          <ButtonLink to={registerHref} size="sm">
            {t('promotions.signUpNow')}
          </ButtonLink>
        ) : null}
        <DetailsButton promotion={promotion} onDetails={onDetails} />
      </div>
    </MediaCard>
  );
}

export function DesktopPromotionsScreen({ registerHref }: DesktopPromotionsScreenProps) {
  const { t } = useTranslation();
  const { isMember } = useSession();
  const promotions = usePromotions();
  const [category, setCategory] = useState<DesktopPromotionCategoryCode>('all');
  const [opened, setOpened] = useState<ListedPromotion>();

  const all = promotions.data ?? [];
  const shown = all.filter((promotion) =>
    matchesDesktopPromotionCategory({ categories: promotion.categories ?? [] }, category),
  );

  let cards;
  if (promotions.isPending) {
    cards = (
      <div className="desktop-promotion-grid" role="status" aria-label={t('promotions.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <MediaCardSkeleton key={index} bodyClassName="desktop-promotion__body">
            <Skeleton width="70%" height={22} />
            <Skeleton width="100%" height={14} />
            <Skeleton width="60%" height={14} />
          </MediaCardSkeleton>
        ))}
      </div>
    );
  } else if (promotions.isError || shown.length === 0) {
    cards = (
      <div className="empty-state">
        <Gift size={40} aria-hidden="true" />
        <p>
          {promotions.isError || all.length === 0
            ? t('promotions.empty')
            : t('promotions.emptyCategory')}
        </p>
        {promotions.isError ? <RetryButton query={promotions} /> : null}
      </div>
    );
  } else {
    cards = (
      <div className="desktop-promotion-grid">
        {shown.map((promotion) => (
          <DesktopPromotionCard
            key={promotion.id}
            promotion={promotion}
            registerHref={isMember ? undefined : registerHref}
            onDetails={setOpened}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="desktop-promotions stack-6">
      <h1 className="desktop-promotions__title">{t('promotions.title')}</h1>
      {promotions.isPending ? (
        <BannerSkeleton />
      ) : all.length > 0 ? (
        <Suspense fallback={<BannerSkeleton />}>
          <PromotionBannerCarousel promotions={all} onOpen={setOpened} />
        </Suspense>
      ) : null}
      <PromotionFilterStrip selected={category} onSelect={setCategory} />
      <section aria-label={t('promotions.title')} aria-busy={promotions.isPending || undefined}>
        {cards}
      </section>
      <PromotionDetailsDialog promotion={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
