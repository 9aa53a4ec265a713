/**
 * The frame of a house page: which game, the player's balance, the way to the verify page and,
 * when the page is open on its own rather than in the site's game frame, the way back to the games.
 */
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatTaka } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from './house-language';
import { useHouseSession } from './house-session';
import { shellTexts } from './shell-texts';
import './house.css';

export function HouseShell({
  title,
  verifyHref,
  lobbyHref,
  children,
}: {
  title: string;
  /** The verify page for this game; left out on the verify page itself. */
  verifyHref?: string;
  /** Shown only outside the game frame (the frame has its own close button). */
  lobbyHref?: string | null;
  children: ReactNode;
}) {
  const text = useTexts(shellTexts);
  const language = useHouseLanguage();
  const { balance } = useHouseSession();
  const framed = typeof window !== 'undefined' && window.top !== window.self;
  return (
    <div className="house">
      <header className="house__bar">
        <div className="house__titles">
          <span className="house__brand">{text.originals}</span>
          <h1 className="house__title">{title}</h1>
        </div>
        <div className="house__balance" aria-live="polite">
          <span className="house__balance-label text-muted-xs">{text.balance}</span>
          <strong data-testid="house-balance">{formatTaka(balance, language)}</strong>
        </div>
      </header>
      <main className="house__main">{children}</main>
      <footer className="house__footer row-4">
        {verifyHref ? (
          <a className="house__fair" href={verifyHref}>
            <ShieldCheck size={16} aria-hidden="true" />
            {text.fair} · {text.verify}
          </a>
        ) : null}
        {!framed && lobbyHref ? (
          <a className="house__lobby" href={lobbyHref} target="_top">
            {text.backToGames}
          </a>
        ) : null}
      </footer>
    </div>
  );
}

/** A whole-page message (loading, ended, offline) with an optional action. */
export function HouseNotice({
  message,
  busy = false,
  action,
}: {
  message: string;
  busy?: boolean;
  action?: ReactNode;
}) {
  return (
    <div className="house-notice stack-4" role={busy ? 'status' : 'alert'}>
      {busy ? <span className="house-notice__spinner" aria-hidden="true" /> : null}
      <p>{message}</p>
      {action}
    </div>
  );
}
