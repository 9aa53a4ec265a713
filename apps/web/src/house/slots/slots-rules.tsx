/**
 * "Paytable & rules": the machine as the server publishes it (GET /api/house/rules): its RTP, the
 * paytable, the 20 paylines, the stake limits and the win cap. Read from the server rather than the
 * bundle, so the page shows exactly what the spins are settled by.
 */
import { formatNumber, formatTaka, toLocalDigits } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseRules } from '../shell/use-house-rules';
import { SlotsSymbolArt } from './slots-symbol-art';
import { slotsTexts } from './slots-texts';

/** The parts of GET /api/house/rules this page reads. */
export interface SlotsRulesAnswer {
  max_win_multiplier: number;
  stake_limits: { slots: { minTaka: number; maxTaka: number } };
  slots: {
    rtp: number;
    rtpFraction: { numerator: number; denominator: number };
    paylines: readonly (readonly number[])[];
    symbols: readonly string[];
    paytable: Record<string, readonly number[]>;
  };
}

function PaylineDiagram({ rows, label }: { rows: readonly number[]; label: string }) {
  return (
    <figure className="slots-payline text-muted-xs stack-1">
      <svg viewBox="0 0 50 30" role="img" aria-label={label}>
        {[0, 1, 2, 3, 4].map((reel) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${reel}-${row}`}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="1.5"
              className={rows[reel] === row ? 'slots-payline__on' : 'slots-payline__off'}
            />
          )),
        )}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function RulesBody({ rules }: { rules: SlotsRulesAnswer }) {
  const text = useTexts(slotsTexts);
  const language = useHouseLanguage();
  const number = (value: number) => toLocalDigits(String(value), language);
  const percent = toLocalDigits((rules.slots.rtp * 100).toFixed(2), language);
  const exact = toLocalDigits(
    `${rules.slots.rtpFraction.numerator}/${rules.slots.rtpFraction.denominator}`,
    language,
  );
  const symbolName = (symbol: string) => (text.symbols as Record<string, string>)[symbol] ?? symbol;
  const limits = rules.stake_limits.slots;
  return (
    <div className="slots-rules stack-3">
      <p className="slots-rules__rtp">{text.rulesRtp(percent, exact)}</p>
      <p>{text.rulesIntro}</p>
      <table className="slots-paytable">
        <caption>{text.paytableHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.symbol}</th>
            {[3, 4, 5].map((count) => (
              <th scope="col" key={count}>
                {text.ofAKind(number(count))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rules.slots.symbols.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <span className="slots-paytable__symbol row-2">
                  <SlotsSymbolArt symbol={symbol} />
                  {symbolName(symbol)}
                </span>
              </th>
              {(rules.slots.paytable[symbol] ?? []).map((multiple, index) => (
                <td key={index}>{toLocalDigits(`${multiple}×`, language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="slots-heading">{text.paylinesHeading}</h3>
      <div className="slots-paylines">
        {rules.slots.paylines.map((rows, index) => (
          <PaylineDiagram key={index} rows={rows} label={text.paylineLabel(number(index + 1))} />
        ))}
      </div>
      <h3 className="slots-heading">{text.limitsHeading}</h3>
      <p>
        {text.limits(formatTaka(limits.minTaka, language), formatTaka(limits.maxTaka, language))}
      </p>
      <p>{text.maxWin(formatNumber(rules.max_win_multiplier, language))}</p>
      <p className="slots-muted">{text.fairness}</p>
    </div>
  );
}

export function SlotsRules({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const text = useTexts(slotsTexts);
  const { load, retry } = useHouseRules(isOpen, { keepOnceRead: true });

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text.rulesTitle} closeLabel={text.rulesClose}>
      {load.state === 'ready' ? (
        <RulesBody rules={load.rules} />
      ) : load.state === 'failed' ? (
        <div className="slots-rules__state stack-3" role="alert">
          <p>{text.rulesFailed}</p>
          <Button variant="secondary" onClick={retry}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <p className="slots-rules__state stack-3" role="status">
          {text.rulesLoading}
        </p>
      )}
    </Dialog>
  );
}
