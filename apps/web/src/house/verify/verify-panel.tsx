/**
 * One read panel of the verify page (your bets, your seeds): its title, then a status line while
 * it loads, the failure with a retry, or what it shows once read; what follows is shown in any case.
 */
import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/button';
import { TitledSection } from '../../shared/ui/titled-section';
import { useTexts } from '../shell/house-language';
import type { Loaded } from './use-verify-data';
import { verifyTexts } from './verify-texts';

export function VerifyPanel<T>({
  title,
  load,
  loadingText,
  failedText,
  onRetry,
  ready,
  children,
}: {
  title: string;
  load: Loaded<T>;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
  ready: (data: T) => ReactNode;
  children?: ReactNode;
}) {
  const text = useTexts(verifyTexts);
  return (
    <TitledSection
      className="panel verify-section"
      titleClassName="verify-section__title"
      title={title}
    >
      {load.state === 'loading' ? <p role="status">{loadingText}</p> : null}
      {load.state === 'failed' ? (
        <div className="verify-problem stack-2" role="alert">
          <p>{load.offline ? text.offlineProblem : failedText}</p>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {load.state === 'ready' ? ready(load.data) : null}
      {children}
    </TitledSection>
  );
}
