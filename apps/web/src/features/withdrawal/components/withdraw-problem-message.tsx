/**
 * A withdraw refusal in words ([contract: Error texts]): a Date of Birth error is a link to the profile, and
 * unfinished turnover the link 'Please complete your turnover and try again.' to the turnover
 * record, each while its screen exists, followed by how much turnover is left to play (ours); a
 * withdrawal that needs a verified identity links to /account/identity (ours);
 * anything else is plain text.
 */
import { withdrawMessages } from '@khela/contract';
import { Link } from 'react-router';
import type { WithdrawCheckProblem } from '../withdraw-check-problem';
import { useFormat } from '../../../shared/format/use-format';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTurnovers } from '../../../shared/wallet/get-turnovers';

export interface ProblemLinks {
  profileHref: string | undefined;
  turnoverRecordHref: string | undefined;
  identityHref: string | undefined;
}

export function WithdrawProblemMessage({
  problem,
  links,
}: {
  problem: WithdrawCheckProblem;
  links: ProblemLinks;
}) {
  const translate = useMessageTranslator();
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'dateOfBirth': {
      const text = translate(problem.message);
      return links.profileHref ? <Link to={links.profileHref}>{text}</Link> : <span>{text}</span>;
    }
    case 'identity':
      return (
        <span>
          {translate(problem.message)}{' '}
          {links.identityHref ? (
            <Link to={links.identityHref}>{t('withdrawal.verifyIdentity')}</Link>
          ) : null}
        </span>
      );
    case 'turnover':
      return <TurnoverProblem turnoverRecordHref={links.turnoverRecordHref} />;
    case 'message':
      return <span>{translate(problem.message)}</span>;
  }
}

/** The turnover refusal, then the turnover still to play across the player's open tickets. */
function TurnoverProblem({ turnoverRecordHref }: { turnoverRecordHref: string | undefined }) {
  const translate = useMessageTranslator();
  const { t } = useTranslation();
  const format = useFormat();
  const turnovers = useTurnovers();
  const text = translate(withdrawMessages.turnoverIncomplete);
  const remaining = (turnovers.data ?? [])
    .filter((turnover) => turnover.status === 'active')
    .reduce((sum, turnover) => sum + turnover.remaining_turnover, 0);
  // One run of text, so the notice around it lays the two sentences out as a paragraph.
  return (
    <span>
      {turnoverRecordHref ? <Link to={turnoverRecordHref}>{text}</Link> : text}
      {remaining > 0
        ? ` ${t('withdrawal.turnoverRemaining', { amount: format.taka(remaining) })}`
        : null}
    </span>
  );
}
