/**
 * The Main banner slider. The carousel library loads in its own chunk after the first paint; the
 * slot keeps the banner's 5:2 shape meanwhile so nothing below it moves.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../shared/ui/loaders';
import { useSliders } from '../api/get-sliders';
import './banner-slider.css';

const BannerCarousel = lazy(() => import('./banner-carousel'));

function BannerSkeleton() {
  return (
    <div className="banner-slot">
      <Skeleton className="banner-slot__skeleton" radius="var(--radius-lg)" />
    </div>
  );
}

export function BannerSlider() {
  const sliders = useSliders('Main');
  if (sliders.isPending) return <BannerSkeleton />;
  // A failed or empty slider list is logged only (public-area §8); the home screen goes on without it.
  if (sliders.isError || sliders.data.length === 0) return null;
  return (
    <Suspense fallback={<BannerSkeleton />}>
      <BannerCarousel items={sliders.data} />
    </Suspense>
  );
}
