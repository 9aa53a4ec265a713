/**
 * The recomputed result: the seed against its published hash, what the seeds give (the Slots
 * window and line wins, the Mines grid, an instant or stepped round in words, the Crash point and
 * its chain link), and whether that is
 * what the server recorded.
 */
import { CRASH_RULES, FAIRNESS_RULES, MINES_TILE_COUNT } from '@khela/house-games';
import { CheckCircle2, XCircle } from 'lucide-react';
import { formatTaka, toLocalDigits } from '../../shared/format/format';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useRoundWords } from '../instant/round-words';
import { MineArt } from '../mines/mines-art';
import type { VerifyOutcome } from './verify-recompute';
import { symbolNames } from '../slots/symbol-names';
import { verifyTexts } from './verify-texts';
import { SteppedWords } from './stepped-words';

function Check({ ok, children, testId }: { ok: boolean; children: string; testId?: string }) {
  return (
    <p className={ok ? 'verify-check verify-ok' : 'verify-check verify-bad'} data-testid={testId}>
      {ok ? (
        <CheckCircle2 size={18} aria-hidden="true" />
      ) : (
        <XCircle size={18} aria-hidden="true" />
      )}
      <span>{children}</span>
    </p>
  );
}

function HashLine({ hashMatches }: { hashMatches: boolean | null }) {
  const text = useTexts(verifyTexts);
  if (hashMatches === null) return <p className="verify-note">{text.hashUnchecked}</p>;
  return (
    <Check ok={hashMatches} testId="verify-hash">
      {hashMatches ? text.hashMatches : text.hashDiffers}
    </Check>
  );
}

function RecordLine({ matches }: { matches: boolean | null }) {
  const text = useTexts(verifyTexts);
  if (matches === null) return null;
  return (
    <Check ok={matches} testId="verify-record">
      {matches ? text.recordMatches : text.recordDiffers}
    </Check>
  );
}

function SlotsWindow({ reels }: { reels: string[][] }) {
  const text = useTexts(verifyTexts);
  const names = useTexts(symbolNames);
  const rows = reels[0]?.length ?? 0;
  return (
    <table className="verify-reels" data-testid="verify-reels">
      <caption>{text.window}</caption>
      <thead>
        <tr>
          {reels.map((_, reel) => (
            <th key={reel} scope="col">
              {text.reel(reel + 1)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {reels.map((reel, index) => {
              const symbol = reel[row] ?? '';
              return (
                <td key={index} className={`verify-symbol verify-symbol--${symbol}`}>
                  {names[symbol] ?? symbol}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MinesBoard({ mineTiles }: { mineTiles: number[] }) {
  const text = useTexts(verifyTexts);
  const language = useHouseLanguage();
  const mines = new Set(mineTiles);
  return (
    <>
      <div className="verify-mines" role="list" aria-label={text.minePositions}>
        {Array.from({ length: MINES_TILE_COUNT }, (_, tile) => (
          <span
            key={tile}
            role="listitem"
            className={
              mines.has(tile) ? 'verify-mines__tile verify-mines__tile--mine' : 'verify-mines__tile'
            }
            aria-label={mines.has(tile) ? text.tileMine(tile + 1) : text.tile(tile + 1)}
          >
            {mines.has(tile) ? <MineArt /> : null}
          </span>
        ))}
      </div>
      <p data-testid="verify-mine-tiles">
        {text.mineTiles(toLocalDigits(mineTiles.map((tile) => tile + 1).join(', '), language))}
      </p>
    </>
  );
}

export function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  const text = useTexts(verifyTexts);
  const names = useTexts(symbolNames);
  const language = useHouseLanguage();
  const roundWords = useRoundWords();
  if (outcome.kind === 'incomplete') return null;
  return (
    <div className="verify-result stack-3" aria-live="polite" data-testid="verify-result">
      <h3 className="verify-previous__title">{text.resultTitle}</h3>
      {outcome.kind === 'slots' ? (
        <>
          <HashLine hashMatches={outcome.hashMatches} />
          <SlotsWindow reels={outcome.reels} />
          {outcome.lineWins.length === 0 ? (
            <p className="verify-note">{text.noLineWins}</p>
          ) : (
            <ul className="verify-wins">
              {outcome.lineWins.map((win) => (
                <li key={win.line}>
                  {text.lineWin(
                    win.line,
                    win.count,
                    names[win.symbol] ?? win.symbol,
                    formatTaka(win.win, language),
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <strong>{text.totalWin(formatTaka(outcome.totalWin, language))}</strong>
          </p>
        </>
      ) : null}
      {outcome.kind === 'mines' ? (
        <>
          <HashLine hashMatches={outcome.hashMatches} />
          <MinesBoard mineTiles={outcome.mineTiles} />
        </>
      ) : null}
      {outcome.kind === 'instant' ? (
        <>
          <HashLine hashMatches={outcome.hashMatches} />
          <p data-testid="verify-instant">{roundWords(outcome.round, outcome.payout > 0)}</p>
          <p>
            <strong>{text.roundPays(formatTaka(outcome.payout, language))}</strong>
          </p>
        </>
      ) : null}
      {outcome.kind === 'stepped' ? (
        <>
          <HashLine hashMatches={outcome.hashMatches} />
          <p data-testid="verify-stepped">
            <SteppedWords round={outcome.round} />
          </p>
          <p>
            <strong>{text.roundPays(formatTaka(outcome.payout, language))}</strong>
          </p>
        </>
      ) : null}
      {outcome.kind === 'lottery' ? (
        <>
          <HashLine hashMatches={outcome.hashMatches} />
          <p data-testid="verify-lottery">
            {text.lotteryNumbers(
              outcome.numbers.map((value) => toLocalDigits(String(value), language)).join(', '),
            )}
          </p>
        </>
      ) : null}
      {outcome.kind === 'crash' ? (
        <>
          <p className="verify-crash-point" data-testid="verify-crash-point">
            {text.crashPoint(`${toLocalDigits(outcome.crashPoint.toFixed(2), language)}×`)}
          </p>
          {outcome.chain === 'unchecked' ? (
            <p className="verify-note">{text.linkUnchecked}</p>
          ) : (
            <Check ok={outcome.chain !== 'none'} testId="verify-chain">
              {outcome.chain === 'commitment'
                ? text.linkCommitment(outcome.hashesToCommitment ?? 0)
                : outcome.chain === 'before'
                  ? text.linkBefore
                  : outcome.chain === 'next'
                    ? text.linkNext
                    : text.linkNone}
            </Check>
          )}
        </>
      ) : null}
      <RecordLine matches={outcome.matchesRecord} />
      <details className="verify-formulas text-muted-sm">
        <summary>{text.formulas}</summary>
        {(outcome.kind === 'crash'
          ? [
              [text.formulaGameHash, CRASH_RULES.gameHashFormula],
              [text.formulaCrashPoint, CRASH_RULES.crashPointFormula],
              [text.formulaChain, CRASH_RULES.chainFormula],
            ]
          : [
              [text.formulaCommitment, FAIRNESS_RULES.commitmentFormula],
              [text.formulaResult, FAIRNESS_RULES.resultFormula],
            ]
        ).map(([name, formula]) => (
          <p key={name}>
            {name}: <code>{formula}</code>
          </p>
        ))}
      </details>
    </div>
  );
}
