/**
 * The verify page (/house/verify): the player's seeds and bets, and a form that recomputes any
 * Slots spin, Mines game or Crash round in the browser with the package the server plays with.
 * `?bet={id}` opens one of the player's bets, `?round={id}` a Crash round (the Crash page links
 * here).
 */
import { type CrashRound, type HouseBet, houseCalls } from '@khela/contract';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { useStableCallback } from '../../shared/use-stable-callback';
import { useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { HouseShell } from '../shell/house-shell';
import { lobbyPathOf } from '../shell/launch-token';
import { shellTexts } from '../shell/shell-texts';
import { BetsPanel } from './bets-panel';
import { SeedsPanel, useProblemText } from './seeds-panel';
import { problemOf, useVerifyData, type Problem } from './use-verify-data';
import { VerifyFormFields } from './verify-form';
import {
  emptyVerifyForm,
  formOfBet,
  formOfRound,
  isInstantGame,
  recompute,
  recordOfBet,
  recordOfRound,
  type VerifyForm,
  type VerifyGame,
  type VerifyRecord,
} from './verify-recompute';
import { VerifyResult } from './verify-result';
import { verifyTexts } from './verify-texts';
import './verify.css';

/** What the form is checking: a typed-in result, one of the player's bets, or a Crash round. */
type Subject =
  | { kind: 'manual' }
  | { kind: 'bet'; id: number; bet: HouseBet | null; problem: Problem | null }
  | { kind: 'round'; id: number; round: CrashRound | null; problem: Problem | null };

function idParam(search: URLSearchParams, name: string): number | null {
  const value = search.get(name);
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function addressSearch(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

function isVerifyGame(value: string | null): value is VerifyGame {
  return (
    value === 'slots' ||
    value === 'mines' ||
    value === 'crash' ||
    (value !== null && isInstantGame(value))
  );
}

/** The game the empty form starts on: the address's `?game=`, else the game launched. */
function initialGame(launched: string): VerifyGame {
  const named = addressSearch().get('game');
  if (isVerifyGame(named)) return named;
  return isVerifyGame(launched) ? launched : emptyVerifyForm.game;
}

/** The launched game's own page, keeping the lobby, for the way back from here. */
function gameHref(game: string, lobby: string | null): string | null {
  if (!isVerifyGame(game)) return null;
  return `/house/${game}${lobby ? `?lobby=${encodeURIComponent(lobby)}` : ''}`;
}

function initialSubject(): Subject {
  const search = addressSearch();
  const betId = idParam(search, 'bet');
  if (betId !== null) return { kind: 'bet', id: betId, bet: null, problem: null };
  const roundId = idParam(search, 'round');
  if (roundId !== null) return { kind: 'round', id: roundId, round: null, problem: null };
  return { kind: 'manual' };
}

export function VerifyScreen() {
  const text = useTexts(verifyTexts);
  const shell = useTexts(shellTexts);
  const problemText = useProblemText();
  const { api, game: launchedGame } = useHouseSession();
  const data = useVerifyData();
  const [subject, setSubject] = useState<Subject>(initialSubject);
  const [form, setForm] = useState<VerifyForm>(() => ({
    ...emptyVerifyForm,
    game: initialGame(launchedGame),
  }));
  const [record, setRecord] = useState<VerifyRecord | null>(null);
  const formRef = useRef<HTMLElement>(null);
  const lobby = typeof window === 'undefined' ? null : lobbyPathOf(window.location);
  const backHref = gameHref(launchedGame, lobby);

  const showBet = useCallback((bet: HouseBet) => {
    setSubject({ kind: 'bet', id: bet.id, bet, problem: null });
    setForm(formOfBet(bet));
    setRecord(recordOfBet(bet));
  }, []);

  const loadBet = useCallback(
    (id: number, signal?: AbortSignal) =>
      api
        .call(houseCalls.bet, { params: { id }, signal })
        .then(showBet)
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          setSubject({ kind: 'bet', id, bet: null, problem: problemOf(error) });
        }),
    [api, showBet],
  );

  // The address's bet or round is loaded once, when the page opens.
  const opened = useRef(subject);
  useEffect(() => {
    const first = opened.current;
    const controller = new AbortController();
    if (first.kind === 'bet') void loadBet(first.id, controller.signal);
    if (first.kind === 'round') {
      api
        .call(houseCalls.crashRound, { params: { id: first.id }, signal: controller.signal })
        .then((round) => {
          setSubject({ kind: 'round', id: round.id, round, problem: null });
          setForm(formOfRound(round));
          setRecord(recordOfRound(round));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setSubject({ kind: 'round', id: first.id, round: null, problem: problemOf(error) });
          setForm({ ...emptyVerifyForm, game: 'crash' });
        });
    }
    return () => controller.abort();
  }, [api, loadBet]);

  // The bet read again after a seed change; a choice made before it answers wins over it.
  const betReload = useRef<AbortController | null>(null);
  // Called once the change is in: the latest render's bet on show (the player may have chosen
  // another while the change was on its way) was made with the pair just revealed.
  const reloadShownBet = useStableCallback(() => {
    if (subject.kind !== 'bet') return;
    betReload.current?.abort();
    const controller = new AbortController();
    betReload.current = controller;
    void loadBet(subject.id, controller.signal);
  });

  const onVerify = (bet: HouseBet) => {
    betReload.current?.abort();
    showBet(bet);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const rotate = async (clientSeed: string | undefined) => {
    const changed = await data.rotate(clientSeed);
    if (changed) reloadShownBet();
    return changed;
  };

  const outcome = useMemo(() => recompute(form, record), [form, record]);
  const selectedBet = subject.kind === 'bet' ? subject.bet : null;
  const seedHidden = selectedBet !== null && selectedBet.seeds.server_seed === null;
  const gameInPlay = selectedBet?.status === 'open';

  return (
    <HouseShell title={shell.games.verify} lobbyHref={lobby}>
      {backHref && isVerifyGame(launchedGame) ? (
        <a className="verify-back" href={backHref}>
          <ArrowLeft size={16} aria-hidden="true" />
          {text.backToGame(shell.games[launchedGame])}
        </a>
      ) : null}
      <p className="verify-intro text-muted-sm">{text.intro}</p>
      <SeedsPanel
        fairness={data.fairness}
        onRetry={data.reloadFairness}
        onRotate={rotate}
        rotating={data.rotating}
        rotateProblem={data.rotateProblem}
        rotated={data.rotated}
      />
      <BetsPanel
        bets={data.bets}
        reloading={data.betsOutdated}
        selectedId={selectedBet?.id ?? null}
        onRetry={data.reloadBets}
        onVerify={onVerify}
      />
      <section ref={formRef} className="panel verify-section" aria-labelledby="verify-form-title">
        <div className="verify-section__head row-2">
          <h2 id="verify-form-title" className="verify-section__title">
            {subject.kind === 'bet'
              ? text.verifyBet(subject.id)
              : subject.kind === 'round'
                ? text.verifyRound(subject.id)
                : text.formTitle}
          </h2>
          {subject.kind !== 'manual' ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                betReload.current?.abort();
                setSubject({ kind: 'manual' });
                setRecord(null);
                setForm({ ...emptyVerifyForm, game: form.game });
              }}
            >
              {text.clearBet}
            </Button>
          ) : null}
        </div>
        {subject.kind === 'manual' ? <p className="verify-note">{text.formManual}</p> : null}
        {subject.kind === 'bet' && !subject.bet && !subject.problem ? (
          <p role="status">{text.loadingBet}</p>
        ) : null}
        {subject.kind === 'round' && !subject.round && !subject.problem ? (
          <p role="status">{text.loadingRound}</p>
        ) : null}
        {subject.kind !== 'manual' && subject.problem ? (
          <p className="verify-bad" role="alert">
            {problemText(
              subject.problem,
              subject.kind === 'bet' ? text.betFailed : text.roundFailed,
            )}
          </p>
        ) : null}
        {subject.kind === 'round' && subject.round && subject.round.round_seed === null ? (
          <p className="verify-notice stack-2">{text.roundNotCrashed}</p>
        ) : null}
        {gameInPlay ? <p className="verify-notice stack-2">{text.gameInPlay}</p> : null}
        {seedHidden && !gameInPlay ? (
          <div className="verify-notice stack-2" data-testid="seed-hidden">
            <p>{text.seedNotRevealed}</p>
            <Button
              variant="secondary"
              block
              isBusy={data.rotating}
              busyLabel={text.changingSeeds}
              onClick={() => void rotate(undefined)}
            >
              {text.changeSeeds}
            </Button>
          </div>
        ) : null}
        <VerifyFormFields
          form={form}
          invalid={outcome.kind === 'incomplete' ? outcome.invalid : []}
          onChange={setForm}
        />
        <VerifyResult outcome={outcome} />
      </section>
    </HouseShell>
  );
}
