/**
 * The game tiles: picture, name and provider; a tile being opened shows its own spinner. A game whose
 * provider is not connected yet carries a "Coming soon" badge (a tap still explains it).
 */
import type { Game } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton, Spinner } from '../../../shared/ui/loaders';
import { LazyImage } from '../../../shared/ui/lazy-image';
import '../../../shared/catalog/game-thumb.css';

export function GameGridSkeleton() {
  return (
    <ul className="game-grid plain-list" aria-hidden="true">
      {Array.from({ length: 9 }, (_, index) => (
        <li key={index} className="game-grid__skeleton stack-1">
          <Skeleton className="game-grid__skeleton-image" radius="var(--radius-md)" />
          <Skeleton width="80%" height={14} />
          <Skeleton width="50%" height={12} />
        </li>
      ))}
    </ul>
  );
}

export function GameGrid({
  games,
  providerName,
  pendingCode,
  onOpen,
}: {
  games: Game[];
  providerName: (platform: string) => string;
  pendingCode: string | undefined;
  onOpen: (game: Game) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="game-grid plain-list">
      {games.map((game) => {
        const isOpening = pendingCode === game.code;
        const provider = providerName(game.platform);
        const badgeId = `soon-${game.platform}-${game.code}`;
        return (
          <li key={`${game.platform}-${game.code}`}>
            <button
              type="button"
              className="game-tile"
              aria-label={t('games.open', { name: game.name, provider })}
              aria-busy={isOpening || undefined}
              aria-describedby={game.coming_soon ? badgeId : undefined}
              disabled={pendingCode !== undefined && !isOpening}
              onClick={() => onOpen(game)}
            >
              <span className="game-tile__frame">
                {game.image ? (
                  <LazyImage className="game-thumb" src={game.image} width={300} height={300} />
                ) : (
                  <span className="game-thumb game-tile__placeholder text-muted-sm">
                    {game.name}
                  </span>
                )}
                {game.coming_soon ? (
                  <span id={badgeId} className="game-tile__soon text-muted-xs">
                    {t('games.comingSoon')}
                  </span>
                ) : null}
                {isOpening ? (
                  <span className="game-tile__busy">
                    <Spinner size={28} />
                  </span>
                ) : null}
              </span>
              <span className="game-tile__name">{game.name}</span>
              <span className="game-tile__platform text-faint-xs text-clip">{provider}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
