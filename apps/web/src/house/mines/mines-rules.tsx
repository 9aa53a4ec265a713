/**
 * The rules in a dialog, from GET /api/house/rules (the numbers the server plays by), with the
 * multiplier table for the chosen mine count worked out by the same package the server uses.
 */
import { minesMultiplierTable } from '@khela/house-games';
import { formatNumber, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseRules } from '../shell/use-house-rules';
import { formatMultiplier } from './mines-format';
import { minesTexts } from './mines-texts';

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
  const { load, retry } = useHouseRules(isOpen, { keepOnceRead: false });

  const table = minesMultiplierTable(mineCount);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text.rulesTitle} closeLabel={text.close}>
      {load.state === 'loading' ? <p role="status">{text.rulesLoading}</p> : null}
      {load.state === 'failed' ? (
        <div className="mines-rules__failed stack-2" role="alert">
          <p>{text.rulesFailed}</p>
          <Button variant="ghost" size="sm" onClick={retry}>
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
