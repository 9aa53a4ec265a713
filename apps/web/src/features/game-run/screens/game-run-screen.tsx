/**
 * The game frame (/gamerun, [contract: Screens]): a full overlay with the game in a frame, the
 * player's name, the provider's logo and a close button back to the games list it came from (or
 * home). The address and origin arrive in the navigation state.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { providersQueryOptions } from '../../../shared/catalog/get-catalog';
import { balanceQueryOptions } from '../../../shared/session/get-balance';
import { readRemoteId, readUsername } from '../../../shared/session/session-store';
import { gameRunReturnHref, readGameRunState } from '../game-run-state';
import './game-run-screen.css';

function ProviderLogo({ platform }: { platform: string | undefined }) {
  const providers = useQuery(providersQueryOptions(platform ? [platform] : undefined));
  const icon = providers.data?.find((provider) => provider.platform === platform)?.icon;
  if (!platform) return null;
  // An icon that is a path is an image; otherwise the platform's name stands in as its logo.
  return icon?.startsWith('/') ? (
    <img className="game-run__logo" src={icon} alt={platform} height={28} />
  ) : (
    <span className="game-run__logo game-run__logo--text">{platform}</span>
  );
}

export function GameRunScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const game = readGameRunState(location.state, window.location.origin);
  const returnHref = gameRunReturnHref(game);
  const username = readUsername();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The game moved money in its own frame: leaving it (close, Escape, back) reads the balance again
  // at once instead of at the header's next poll.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({
        queryKey: balanceQueryOptions(readRemoteId()).queryKey,
      });
    },
    [queryClient],
  );

  // Escape closes the overlay as the close button does, as other dialogs on the site close.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void navigate(returnHref);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, returnHref]);

  return (
    <div className="game-run" role="dialog" aria-modal="true" aria-label={t('gameRun.title')}>
      <header className="game-run__bar row-3">
        <ProviderLogo platform={game?.platform} />
        {username ? (
          <span className="game-run__player text-clip">
            <span className="visually-hidden">{t('gameRun.player')}: </span>
            {username}
          </span>
        ) : null}
        <Link
          className="game-run__close inline-center"
          to={returnHref}
          aria-label={t('gameRun.close')}
        >
          <X size={22} aria-hidden="true" />
        </Link>
      </header>
      {game ? (
        <iframe
          className="game-run__frame"
          src={game.url}
          title={game.title ?? t('gameRun.title')}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <div className="game-run__missing stack-3" role="alert">
          <p>{t('gameRun.missing')}</p>
          <Link className="game-run__back" to={returnHref}>
            {t('gameRun.back')}
          </Link>
        </div>
      )}
    </div>
  );
}
