/**
 * "Your seeds": the active pair's commitment, client seed and next nonce, the last revealed pair,
 * and the seed change (with an optional new client seed) that reveals the active server seed.
 */
import type { HouseFairness } from '@khela/contract';
import { isClientSeed } from '@khela/house-games';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { useTexts } from '../shell/house-language';
import { useRefusalWording } from '../shell/refusal';
import type { Loaded, Problem } from './use-verify-data';
import { verifyTexts } from './verify-texts';
import { TitledSection } from '../../shared/ui/titled-section';

export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="verify-seed">
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </div>
  );
}

export function useProblemText() {
  const text = useTexts(verifyTexts);
  const wording = useRefusalWording();
  return (problem: Problem, fallback: string) =>
    problem.offline ? text.offlineProblem : wording(problem.refusal, fallback);
}

export function SeedsPanel({
  fairness,
  onRetry,
  onRotate,
  rotating,
  rotateProblem,
  rotated,
}: {
  fairness: Loaded<HouseFairness>;
  onRetry: () => void;
  onRotate: (clientSeed: string | undefined) => Promise<boolean>;
  rotating: boolean;
  rotateProblem: Problem | null;
  rotated: boolean;
}) {
  const text = useTexts(verifyTexts);
  const problemText = useProblemText();
  const inputId = useId();
  const hintId = useId();
  const [clientSeed, setClientSeed] = useState('');
  const [seedInvalid, setSeedInvalid] = useState(false);

  const onChange = () => {
    const typed = clientSeed.trim();
    if (typed !== '' && !isClientSeed(typed)) {
      setSeedInvalid(true);
      return;
    }
    setSeedInvalid(false);
    void onRotate(typed === '' ? undefined : typed).then((changed) => {
      if (changed) setClientSeed('');
    });
  };

  return (
    <TitledSection
      className="panel verify-section"
      titleClassName="verify-section__title"
      title={text.seedsTitle}
    >
      {fairness.state === 'loading' ? <p role="status">{text.seedsLoading}</p> : null}
      {fairness.state === 'failed' ? (
        <div className="verify-problem stack-2" role="alert">
          <p>{fairness.offline ? text.offlineProblem : text.seedsFailed}</p>
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {fairness.state === 'ready' ? (
        <>
          <dl className="verify-seeds stack-2" data-testid="active-seeds">
            <SeedValue label={text.activeHash} value={fairness.data.server_seed_hash} />
            <SeedValue label={text.clientSeed} value={fairness.data.client_seed} />
            {/* Digits as the form and any HMAC tool take them, whatever the language. */}
            <SeedValue label={text.nextNonce} value={String(fairness.data.nonce)} />
          </dl>
          {fairness.data.previous ? (
            <div className="verify-previous stack-2" data-testid="previous-seeds">
              <h3 className="verify-previous__title">{text.previousTitle}</h3>
              <dl className="verify-seeds stack-2">
                <SeedValue label={text.serverSeed} value={fairness.data.previous.server_seed} />
                <SeedValue
                  label={text.activeHash}
                  value={fairness.data.previous.server_seed_hash}
                />
                <SeedValue label={text.clientSeed} value={fairness.data.previous.client_seed} />
              </dl>
              <p className="verify-note">
                {fairness.data.previous.nonce > 0
                  ? text.betsMade(fairness.data.previous.nonce)
                  : text.noBetsMade}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
      <p className="verify-note">{text.seedsExplain}</p>
      <div className="verify-field stack-1">
        <label htmlFor={inputId}>{text.newClientSeed}</label>
        <input
          id={inputId}
          className="verify-input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          value={clientSeed}
          aria-invalid={seedInvalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setClientSeed(event.target.value);
            setSeedInvalid(false);
          }}
        />
        <span id={hintId} className={seedInvalid ? 'verify-field__error' : 'verify-field__hint'}>
          {seedInvalid ? text.clientSeedInvalid : text.newClientSeedHint}
        </span>
      </div>
      <Button
        variant="secondary"
        block
        isBusy={rotating}
        busyLabel={text.changingSeeds}
        onClick={onChange}
      >
        {text.changeSeeds}
      </Button>
      <div aria-live="polite">
        {rotated ? <p className="verify-ok">{text.seedsChanged}</p> : null}
        {rotateProblem ? (
          <p className="verify-bad" role="alert">
            {problemText(rotateProblem, text.rotateFailed)}
          </p>
        ) : null}
      </div>
    </TitledSection>
  );
}
