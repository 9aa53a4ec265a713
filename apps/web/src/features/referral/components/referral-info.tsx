/** Referral Info: the three steps and 'Refer a friend now', which opens My Referral. */
import { Gift, Send, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';

const steps = [
  { icon: Send, title: 'referral.step1Title', body: 'referral.step1Body' },
  { icon: UserPlus, title: 'referral.step2Title', body: 'referral.step2Body' },
  { icon: Gift, title: 'referral.step3Title', body: 'referral.step3Body' },
] as const;

export function ReferralInfo({ onReferNow }: { onReferNow: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="referral-info stack-4">
      <h2 className="referral-section-title">{t('referral.stepsTitle')}</h2>
      <ol className="referral-steps plain-list stack-3">
        {steps.map((step, index) => (
          <li key={step.title} className="panel referral-step">
            <span className="icon-badge" aria-hidden="true">
              <step.icon size={22} />
            </span>
            <span className="referral-step__text stack-1">
              <strong className="referral-step__title">
                <span className="referral-step__number">{index + 1}.</span> {t(step.title)}
              </strong>
              <span className="referral-step__body text-muted-sm">{t(step.body)}</span>
            </span>
          </li>
        ))}
      </ol>
      <Button block onClick={onReferNow}>
        {t('referral.referFriendNow')}
      </Button>
    </div>
  );
}
