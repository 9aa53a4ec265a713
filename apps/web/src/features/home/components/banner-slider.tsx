/**
 * The Main banner slider. The carousel library loads in its own chunk after the first paint; the
 * slot keeps the banner's 5:2 shape meanwhile so nothing below it moves, showing the first banner
 * as soon as the sliders have answered (the page's largest paint, which must not wait for it).
 */
import type { SliderItem } from '@khela/contract';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../shared/ui/loaders';
import { useSliders } from '../api/get-sliders';
import { BannerLink } from './banner-link';
import './banner-slider.css';

const BannerCarousel = lazy(() => import('./banner-carousel'));

function BannerSkeleton() {
  return (
    <div className="banner-slot">
      <Skeleton className="banner-slot__skeleton" radius="var(--radius-lg)" />
    </div>
  );
}

/** The carousel's first slide, still, in the carousel's own markup. */
function FirstBanner({ item }: { item: SliderItem }) {
  return (
    <section className="banner">
      <div className="banner__viewport">
        <div className="banner__track">
          <div className="banner__slide">
            <BannerLink item={item} isFirst />
          </div>
        </div>
      </div>
    </section>
  );
}

export function BannerSlider() {
  const sliders = useSliders('Main');
  if (sliders.isPending) return <BannerSkeleton />;
  // A failed or empty slider list is logged only ([contract: Error texts]); the home screen goes on without it.
  if (sliders.isError) return null;
  const [first] = sliders.data;
  if (!first) return null;
  return (
    <Suspense fallback={<FirstBanner item={first} />}>
      <BannerCarousel items={sliders.data} />
    </Suspense>
  );
}
