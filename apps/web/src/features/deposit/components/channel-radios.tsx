/**
 * The deposit channel radios: the chosen method's channels, labelled as the spec names them
 * (Agent = CashOut, Merchant = Merchant, Personal = Send Money). Empty until a method is chosen.
 */
import { normalizeAccountType, type PaymentMethod } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useChannels } from '../api/get-channels';

export function ChannelRadios({
  provider,
  value,
  onChange,
}: {
  provider: string | undefined;
  value: string;
  onChange: (channel: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const channels = useChannels(provider);

  let body;
  if (provider === undefined) {
    body = <p className="notice">{t('deposit.chooseMethodFirst')}</p>;
  } else if (channels.isPending) {
    body = (
      <div className="channel-list" aria-busy="true">
        <Skeleton height={44} width={110} radius="var(--radius-pill)" />
        <Skeleton height={44} width={110} radius="var(--radius-pill)" />
      </div>
    );
  } else if (channels.isError) {
    body = (
      <RetryNote message={t('deposit.channelsFailed')} onRetry={() => void channels.refetch()} />
    );
  } else if (channels.data.length === 0) {
    body = <p className="notice">{t('deposit.noChannels')}</p>;
  } else {
    body = (
      <div className="channel-list">
        {channels.data.map((channel) => (
          <label
            key={channel.id}
            className="channel-pill choice-card choice-card--covered choice-chip"
          >
            <input
              type="radio"
              name="deposit-channel"
              className="choice-card__input"
              value={channel.account_type}
              checked={value === channel.account_type}
              onChange={() => onChange(channel)}
            />
            <span>{t(`deposit.channels.${normalizeAccountType(channel.account_type)}`)}</span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset className="deposit-section stack-2 deposit-fieldset" aria-live="polite">
      <legend className="field__label">{t('deposit.channel')}</legend>
      {body}
    </fieldset>
  );
}
