/** The make-payment instructions, in Bengali whatever the language, as the spec shows them. */
import { useTranslation } from '../../../shared/i18n/use-translation';

export function PaymentInstructions({
  provider,
  action,
  amount,
}: {
  provider: string;
  /** The payment type's title (Send Money, Cash Out, Make Payment). */
  action: string;
  /** Formatted, with the taka sign. */
  amount: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="payment-instructions stack-2"
      lang="bn"
      aria-labelledby="payment-instructions"
    >
      <h2 id="payment-instructions" className="payment-instructions__title">
        {t('makePayment.instructions.title')}
      </h2>
      <ol className="payment-instructions__steps text-muted-sm stack-1">
        <li>{t('makePayment.instructions.step1', { provider, action })}</li>
        <li>{t('makePayment.instructions.step2', { amount })}</li>
        <li>{t('makePayment.instructions.step3', { provider })}</li>
        <li>{t('makePayment.instructions.step4')}</li>
      </ol>
      <p className="payment-instructions__warning">{t('makePayment.instructions.warning')}</p>
    </section>
  );
}
