/**
 * A withdraw refusal in words ([contract: Error texts]): a Date of Birth error is a link to the profile, and
 * unfinished turnover the link 'Please complete your turnover and try again.' to the turnover
 * record, each while its screen exists; anything else is plain text.
 */
import { withdrawMessages } from '@khela/contract';
import { Link } from 'react-router';
import type { WithdrawCheckProblem } from '../withdraw-check-problem';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

export interface ProblemLinks {
  profileHref: string | undefined;
  turnoverRecordHref: string | undefined;
}

export function WithdrawProblemMessage({
  problem,
  links,
}: {
  problem: WithdrawCheckProblem;
  links: ProblemLinks;
}) {
  const translate = useMessageTranslator();
  switch (problem.kind) {
    case 'dateOfBirth': {
      const text = translate(problem.message);
      return links.profileHref ? <Link to={links.profileHref}>{text}</Link> : <span>{text}</span>;
    }
    case 'turnover': {
      const text = translate(withdrawMessages.turnoverIncomplete);
      return links.turnoverRecordHref ? (
        <Link to={links.turnoverRecordHref}>{text}</Link>
      ) : (
        <span>{text}</span>
      );
    }
    case 'message':
      return <span>{translate(problem.message)}</span>;
  }
}
