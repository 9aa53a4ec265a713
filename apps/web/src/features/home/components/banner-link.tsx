/**
 * One banner's image and the operator's link around it, shared by the carousel and the still first
 * banner the home screen shows while the carousel's code is on its way.
 */
import type { SliderItem } from '@khela/contract';
import { Link } from 'react-router';
import { LazyImage } from '../../../shared/ui/lazy-image';

function BannerImage({ item, isFirst }: { item: SliderItem; isFirst: boolean }) {
  return (
    <LazyImage
      className="banner__image"
      src={item.thubmnail}
      alt={item.name}
      width={750}
      height={300}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      draggable={false}
    />
  );
}

/** An operator's link: outside addresses open in a new tab, site paths stay in the app. */
export function BannerLink({ item, isFirst }: { item: SliderItem; isFirst: boolean }) {
  const link = item.link.trim();
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className="banner__link">
        <BannerImage item={item} isFirst={isFirst} />
      </a>
    );
  }
  if (link.startsWith('/')) {
    return (
      <Link to={link} className="banner__link">
        <BannerImage item={item} isFirst={isFirst} />
      </Link>
    );
  }
  return <BannerImage item={item} isFirst={isFirst} />;
}
