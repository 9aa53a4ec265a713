/**
 * The pre-check's answer when the screen opens: nothing while it says yes, a quiet line while it is
 * asked, and the refusal (with its link) as soon as it says no, so the player knows before typing.
 */
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Spinner } from '../../../shared/ui/loaders';
import { useWithdrawCheck } from '../api/check-withdraw';
import { withdrawCheckProblem } from '../withdraw-check-problem';
import { WithdrawProblemMessage, type ProblemLinks } from './withdraw-problem-message';

export function WithdrawCheckNotice({ links }: { links: ProblemLinks }) {
  const { t } = useTranslation();
  const check = useWithdrawCheck();
  let content = null;
  if (check.isPending) {
    content = (
      <p className="notice withdrawal-note">
        <Spinner size={16} />
        <span>{t('withdrawal.checking')}</span>
      </p>
    );
  } else if (check.isError) {
    content = (
      <p className="notice notice--error withdrawal-note">
        <CircleAlert size={18} aria-hidden="true" />
        <WithdrawProblemMessage problem={withdrawCheckProblem(check.error)} links={links} />
      </p>
    );
  }
  return (
    <div className="withdrawal-check" role="status" aria-live="polite">
      {content}
    </div>
  );
}
