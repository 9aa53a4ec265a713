/**
 * The exchange's header ([contract: Screens]): Main balance and Exposure, a bets button with the open
 * bets count, and the wallet button that opens the Recall overlay. A visitor sees the login
 * instead; the exchange's prices stay public.
 */
import { useQuery } from '@tanstack/react-query';
import { House, ListChecks, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId, useSession } from '../../../shared/session/session-store';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Skeleton } from '../../../shared/ui/loaders';
import { exchangeHubQueryOptions } from './exchange-figures';
import { WalletOverlay } from './wallet-overlay';
import './exchange-shell.css';
import { paths } from '../../../shared/routing/paths';

export interface ExchangeHeaderLinks {
  /** The Account area's My Bets, where the bets button leads once it is served. */
  myBetsHref: string | undefined;
}

function Figure({
  label,
  amount,
  testId,
}: {
  label: string;
  amount: string | undefined;
  testId: string;
}) {
  return (
    <span className="exchange-header__figure">
      <span className="exchange-header__label text-muted-xs">{label}</span>
      {amount === undefined ? (
        <Skeleton width={56} height={14} />
      ) : (
        <span className="exchange-header__amount" data-testid={testId}>
          {amount}
        </span>
      )}
    </span>
  );
}

function MemberFigures({ myBetsHref }: { myBetsHref: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hub = useQuery(exchangeHubQueryOptions(readRemoteId()));
  const [isWalletOpen, setWalletOpen] = useState(false);
  const figures = hub.data;
  const openBets = figures?.open_bets ?? 0;
  const betsLabel = t('exchange.shell.openBets', { count: openBets });
  return (
    <>
      <button
        type="button"
        className="exchange-header__figures box-sunken"
        aria-label={t('exchange.shell.walletOpen')}
        onClick={() => setWalletOpen(true)}
      >
        <Figure
          label={t('exchange.shell.main')}
          amount={figures && format.taka(figures.balance)}
          testId="exchange-main"
        />
        <Figure
          label={t('exchange.shell.exposure')}
          amount={figures && format.taka(figures.exposure)}
          testId="exchange-exposure"
        />
      </button>
      {myBetsHref ? (
        <Link
          to={myBetsHref}
          className="exchange-header__icon tap-square inline-center"
          aria-label={betsLabel}
        >
          <ListChecks size={22} aria-hidden="true" />
          {openBets > 0 ? (
            <span className="exchange-header__count" data-testid="exchange-open-bets">
              {format.number(openBets)}
            </span>
          ) : null}
        </Link>
      ) : null}
      <button
        type="button"
        className="exchange-header__icon tap-square inline-center"
        aria-label={t('exchange.shell.walletOpen')}
        onClick={() => setWalletOpen(true)}
      >
        <Wallet size={22} aria-hidden="true" />
      </button>
      <WalletOverlay isOpen={isWalletOpen} onClose={() => setWalletOpen(false)} />
    </>
  );
}

export function ExchangeHeader({ links }: { links: ExchangeHeaderLinks }) {
  const { t } = useTranslation();
  const { isMember } = useSession();
  return (
    <header className="exchange-header top-bar">
      <Link
        to={paths.home.getHref()}
        className="exchange-header__icon tap-square inline-center"
        aria-label={t('exchange.shell.siteHome')}
      >
        <House size={22} aria-hidden="true" />
      </Link>
      {isMember ? (
        <MemberFigures myBetsHref={links.myBetsHref} />
      ) : (
        <>
          <span className="exchange-header__title">{t('exchange.shell.title')}</span>
          <ButtonLink to={paths.login.getHref()} size="sm">
            {t('exchange.shell.login')}
          </ButtonLink>
        </>
      )}
    </header>
  );
}
