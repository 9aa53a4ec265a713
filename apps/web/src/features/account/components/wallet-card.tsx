/**
 * Main Wallet (/account): the balance with a refresh action whose icon spins 500 ms
 * while it refetches, and a hide action that shows *** instead of the amount, here and in the
 * header's balance chip, until the player shows it again (shared/session/balance-visibility.ts).
 */
import { REFRESH_SPIN_MS } from '@khela/contract';
import { Eye, EyeOff, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useBalance } from '../../../shared/session/get-balance';
import { setBalanceHidden, useBalanceHidden } from '../../../shared/session/balance-visibility';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';

export function WalletCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  const isHidden = useBalanceHidden();
  const [isSpinning, setIsSpinning] = useState(false);

  useEffect(() => {
    if (!isSpinning) return undefined;
    const timer = window.setTimeout(() => setIsSpinning(false), REFRESH_SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [isSpinning]);

  const onRefresh = () => {
    setIsSpinning(true);
    void balance.refetch();
  };

  let amount;
  if (isHidden) {
    amount = (
      <>
        <span aria-hidden="true">***</span>
        <span className="visually-hidden">{t('account.hiddenBalance')}</span>
      </>
    );
  } else if (balance.data === undefined) amount = <Skeleton width={140} height={32} />;
  else amount = format.taka(balance.data);

  return (
    <section className="panel panel--hero wallet-card" aria-labelledby="wallet-card-title">
      <div className="wallet-card__text stack-1">
        <h2 id="wallet-card-title" className="panel__label">
          {t('account.mainWallet')}
        </h2>
        <p className="panel__amount wallet-card__amount" aria-live="polite">
          {amount}
        </p>
      </div>
      <div className="wallet-card__actions">
        <button
          type="button"
          className={buttonClasses('ghost', 'md', false, 'button--icon')}
          onClick={onRefresh}
          disabled={isSpinning}
          aria-label={t('account.refresh')}
        >
          <RotateCw
            size={20}
            aria-hidden="true"
            className={isSpinning ? 'icon-button__spin' : undefined}
          />
        </button>
        <button
          type="button"
          className={buttonClasses('ghost', 'md', false, 'button--icon')}
          onClick={() => setBalanceHidden(!isHidden)}
          aria-label={isHidden ? t('account.showBalance') : t('account.hideBalance')}
          aria-pressed={isHidden}
        >
          {isHidden ? (
            <EyeOff size={20} aria-hidden="true" />
          ) : (
            <Eye size={20} aria-hidden="true" />
          )}
        </button>
      </div>
    </section>
  );
}
