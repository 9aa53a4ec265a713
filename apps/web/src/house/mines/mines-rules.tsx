/**
 * The rules in a dialog, from GET /api/house/rules (the numbers the server plays by), with the
 * multiplier table for the chosen mine count worked out by the same package the server uses.
 */
import { houseCalls } from '@khela/contract';
import { minesMultiplierTable } from '@khela/house-games';
import { useEffect, useState } from 'react';
import { formatNumber, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { formatMultiplier } from './mines-format';
import { minesTexts } from './mines-texts';

interface MinesRulesAnswer {
  rtp: { mines: number };
  max_win_multiplier: number;
  mines: {
    mineCountMin: number;
    mineCountMax: number;
    multiplierFormula: string;
  };
}

type RulesLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rules: MinesRulesAnswer };

export function MinesRules({
  isOpen,
  onClose,
  mineCount,
}: {
  isOpen: boolean;
  onClose: () => void;
  mineCount: number;
}) {
  const text = useTexts(minesTexts);
  const language = useHouseLanguage();
  const { api } = useHouseSession();
  const [load, setLoad] = useState<RulesLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isOpen) return undefined;
    const controller = new AbortController();
    api
      .call(houseCalls.rules, { signal: controller.signal })
      .then((rules) => setLoad({ state: 'ready', rules }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, isOpen, attempt]);

  const table = minesMultiplierTable(mineCount);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text.rulesTitle} closeLabel={text.close}>
      {load.state === 'loading' ? <p role="status">{text.rulesLoading}</p> : null}
      {load.state === 'failed' ? (
        <div className="mines-rules__failed stack-2" role="alert">
          <p>{text.rulesFailed}</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            {text.retry}
          </Button>
        </div>
      ) : null}
      {load.state === 'ready' ? (
        <div className="mines-rules stack-3">
          <p>
            <strong>
              {text.rulesRtp(toLocalDigits((load.rules.rtp.mines * 100).toFixed(2), language))}
            </strong>
          </p>
          <p>{text.rulesGrid(load.rules.mines.mineCountMin, load.rules.mines.mineCountMax)}</p>
          <p>{text.rulesPay}</p>
          <p>
            {text.rulesFormula} <code>{load.rules.mines.multiplierFormula}</code>
          </p>
          <p>{text.rulesCap(`${formatNumber(load.rules.max_win_multiplier, language)}×`)}</p>
          <table className="mines-rules__table">
            <caption>{text.rulesTable(mineCount)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.rulesGems}</th>
                <th scope="col">{text.multiplier}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((multiplier, index) => (
                <tr key={index}>
                  <td>{formatNumber(index + 1, language)}</td>
                  <td>
                    {formatMultiplier(
                      // A win is capped, so the table stops growing where the pay does.
                      Math.min(Math.floor(multiplier * 100) / 100, load.rules.max_win_multiplier),
                      language,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mines-rules__fair">{text.rulesFair}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
