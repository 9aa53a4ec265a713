/**
 * A transaction's detail popup ([contract: Screens] /transaction-record): the payment method's icon and
 * name (Agent when it has none), the amount and status, the progress timeline, and the details
 * (number, type, payment method, bank name, amount).
 */
import { playerMessageReader, type Transaction } from '@khela/contract';
import { Check, Clock, Minus, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Dialog } from '../../../shared/ui/dialog';
import { useRecordsText } from '../records-text';
import {
  transactionTimeline,
  type TimelineStep,
  type TimelineStepState,
} from '../transaction-timeline';
import { TransactionStatusTag } from './transaction-status-tag';

const stepIcons: Record<TimelineStepState, LucideIcon> = {
  done: Check,
  current: Clock,
  upcoming: Clock,
  skipped: Minus,
  failed: X,
};

function TimelineItem({ step }: { step: TimelineStep }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const format = useFormat();
  const Icon = stepIcons[step.state];
  const when = step.at
    ? format.dateTime(step.at)
    : step.state === 'current'
      ? t('records.detail.current')
      : step.state === 'skipped'
        ? t('records.detail.skipped')
        : t('records.detail.upcoming');
  return (
    <li className={`record-timeline__step record-timeline__step--${step.state}`}>
      <span className="record-timeline__dot inline-center" aria-hidden="true">
        <Icon size={14} />
      </span>
      <div className="record-timeline__text">
        <span className="record-timeline__name">{t(`records.detail.${step.name}`)}</span>
        <span className="record-timeline__when text-faint-xs">{when}</span>
        {step.reason ? (
          <span className="record-timeline__reason">
            {t('records.detail.reason', {
              // Our own reasons (an unpaid checkout) in the player's language; an operator's as typed.
              reason: playerMessageReader.readMessage(step.reason)
                ? translate(step.reason)
                : step.reason,
            })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** One titled part of the detail (the progress, the details), named by its own heading. */
function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="record-detail__section-title text-muted-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

function methodName(transaction: Transaction, defaultName: string): string {
  const name = transaction.payment_method?.name.trim();
  return name ? name : defaultName;
}

export function TransactionDetailDialog({
  transaction,
  onClose,
}: {
  transaction: Transaction | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useRecordsText();
  // The spec's default name (Agent) in the chosen language; records-text.test.ts ties it to the contract.
  const defaultName = t('records.detail.defaultMethod');
  const title = transaction ? methodName(transaction, defaultName) : '';
  const icon = transaction?.payment_method?.icon;
  const notGiven = t('records.detail.notGiven');

  return (
    <Dialog
      isOpen={transaction !== undefined}
      onClose={onClose}
      title={title}
      closeLabel={t('records.detail.close')}
    >
      {transaction ? (
        <div className="record-detail stack-4">
          <div className="record-detail__summary row-3">
            {icon ? (
              <img className="record-detail__icon" src={icon} alt="" width={48} height={48} />
            ) : (
              <span
                className="record-detail__icon record-detail__icon--blank inline-center"
                aria-hidden="true"
              >
                {title.slice(0, 1)}
              </span>
            )}
            <div className="record-detail__headline">
              <span className="record-detail__action text-muted-sm">
                {text.action(transaction.action)}
              </span>
              <span className="record-detail__amount">{format.taka(transaction.amount)}</span>
            </div>
            <TransactionStatusTag statusKey={transaction.key} />
          </div>
          <DetailSection id="record-detail-progress" title={t('records.detail.progress')}>
            <ol className="record-timeline plain-list">
              {transactionTimeline(transaction).map((step) => (
                <TimelineItem key={step.name} step={step} />
              ))}
            </ol>
          </DetailSection>
          <DetailSection id="record-detail-details" title={t('records.detail.details')}>
            <dl className="record-detail__list">
              <dt>{t('records.detail.transactionId')}</dt>
              <dd>{transaction.transaction_id}</dd>
              <dt>{t('records.detail.number')}</dt>
              <dd>{transaction.number ?? notGiven}</dd>
              <dt>{t('records.detail.type')}</dt>
              <dd>{text.action(transaction.action)}</dd>
              <dt>{t('records.detail.paymentMethod')}</dt>
              <dd>{transaction.payment_method?.name ?? notGiven}</dd>
              <dt>{t('records.detail.bankName')}</dt>
              <dd>{transaction.bank_name ?? notGiven}</dd>
              <dt>{t('records.detail.amount')}</dt>
              <dd>{format.taka(transaction.amount)}</dd>
            </dl>
          </DetailSection>
        </div>
      ) : null}
    </Dialog>
  );
}
