/**
 * The Favourites and Featured Games sliders ([contract: Screens]). The carousel code downloads after
 * the first screen; each slot keeps its height meanwhile, so nothing below it moves.
 */
import type { SliderType } from '@khela/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { useSliders } from '../api/get-sliders';
import type { HomeLinks } from '../home-links';
import type { MarketGate } from '../../../shared/market-block/use-market-gate';
import './game-sliders.css';

const TileCarousel = lazy(() => import('./tile-carousel'));

function TilesSkeleton() {
  return (
    <div className="tile-slider__skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="tile-slider__skeleton-tile" radius="var(--radius-md)" />
      ))}
    </div>
  );
}

function GameSlider({
  type,
  title,
  links,
  gate,
}: {
  type: SliderType;
  title: string;
  links: HomeLinks;
  gate: MarketGate;
}) {
  const sliders = useSliders(type);
  const headingId = `tile-slider-${type.toLowerCase()}`;
  // A failed or empty list is logged only ([contract: Error texts]); the section is then left out.
  if (sliders.isError || (sliders.isSuccess && sliders.data.length === 0)) return null;
  return (
    <section className="tile-slider" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section-title">
        {title}
      </h2>
      {sliders.isPending ? (
        <TilesSkeleton />
      ) : (
        <Suspense fallback={<TilesSkeleton />}>
          <TileCarousel items={sliders.data} label={title} links={links} gate={gate} />
        </Suspense>
      )}
    </section>
  );
}

export function GameSliders({ links, gate }: { links: HomeLinks; gate: MarketGate }) {
  const { t } = useTranslation();
  return (
    <>
      <GameSlider type="Favourite" title={t('home.favourites')} links={links} gate={gate} />
      <GameSlider type="Features" title={t('home.featured')} links={links} gate={gate} />
    </>
  );
}
