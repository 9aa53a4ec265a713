/**
 * A row of game tiles that advances one tile every 3 s and follows a swipe. It pauses while held,
 * while the tab is hidden and when the player presses pause (WCAG 2.2.2).
 */
import { BANNER_AUTO_ADVANCE_MS, type SliderItem } from '@khela/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePrefersReducedMotion } from '../../../shared/use-media-query';
import type { HomeLinks } from '../home-links';
import { sliderItemTarget } from './slider-item-target';
import type { MarketGate } from '../../../shared/market-block/use-market-gate';
import { LazyImage } from '../../../shared/ui/lazy-image';
import '../../../shared/catalog/game-thumb.css';
import { glideNext } from '../../../shared/ui/carousel-glide';
import { useIdleCarousel } from '../../../shared/ui/use-idle-carousel';

function Tile({ item }: { item: SliderItem }) {
  return (
    <>
      <LazyImage
        className="tile__image game-thumb"
        src={item.thubmnail}
        width={300}
        height={300}
        draggable={false}
      />
      <span className="tile__name text-clip">{item.name}</span>
    </>
  );
}

function TileTarget({
  item,
  links,
  gate,
}: {
  item: SliderItem;
  links: HomeLinks;
  gate: MarketGate;
}) {
  const { isMember } = useSession();
  const navigate = useNavigate();
  const target = sliderItemTarget(item, isMember, links);
  const content: ReactNode = <Tile item={item} />;
  switch (target.kind) {
    case 'login':
      return (
        <Link to={target.href} className="tile stack-1">
          {content}
        </Link>
      );
    case 'games':
      return (
        <Link
          to={target.href}
          className="tile stack-1"
          onClick={(event) => {
            event.preventDefault();
            gate.guard('games', () => void navigate(target.href));
          }}
        >
          {content}
        </Link>
      );
    case 'link':
      return target.isExternal ? (
        <a href={target.href} className="tile stack-1" target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link to={target.href} className="tile stack-1">
          {content}
        </Link>
      );
    case 'none':
      return <div className="tile stack-1">{content}</div>;
  }
}

export default function TileCarousel({
  items,
  label,
  links,
  gate,
}: {
  items: SliderItem[];
  label: string;
  links: HomeLinks;
  gate: MarketGate;
}) {
  const { t } = useTranslation();
  const reduceMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useIdleCarousel({
    align: 'start',
    dragFree: false,
  });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [canSlide, setCanSlide] = useState(false);
  const [isPlaying, setIsPlaying] = useState(!reduceMotion);
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    const onReInit = () => setCanSlide(embla.canScrollNext() || embla.canScrollPrev());
    const onPointerDown = () => setIsHeld(true);
    const onPointerUp = () => setIsHeld(false);
    onReInit();
    embla
      .on('select', onSelect)
      .on('reInit', onReInit)
      .on('pointerDown', onPointerDown)
      .on('pointerUp', onPointerUp);
    return () => {
      embla
        .off('select', onSelect)
        .off('reInit', onReInit)
        .off('pointerDown', onPointerDown)
        .off('pointerUp', onPointerUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !canSlide || !isPlaying || isHeld) return undefined;
    // Restarted on every move, so a swipe gives the next tile its full 3 s.
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      glideNext(embla);
    }, BANNER_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, canSlide, isPlaying, isHeld, selectedIndex]);

  return (
    <div
      className="tile-slider__body"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="tile-slider__viewport" ref={viewportRef}>
        <ul className="tile-slider__track">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="tile-slider__slide"
              aria-roledescription="slide"
              aria-label={t('home.tile', {
                name: item.name,
                current: index + 1,
                total: items.length,
              })}
            >
              <TileTarget item={item} links={links} gate={gate} />
            </li>
          ))}
        </ul>
      </div>
      {canSlide ? (
        <button
          type="button"
          className="tile-slider__toggle tap-square inline-center"
          onClick={() => setIsPlaying((playing) => !playing)}
          aria-label={
            isPlaying ? t('home.pauseTiles', { name: label }) : t('home.playTiles', { name: label })
          }
        >
          {isPlaying ? (
            <Pause size={16} aria-hidden="true" />
          ) : (
            <Play size={16} aria-hidden="true" />
          )}
        </button>
      ) : null}
    </div>
  );
}
