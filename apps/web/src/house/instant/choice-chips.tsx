/** A labelled row of chips for one choice (a risk, a side): one pressed at a time. */
import { gameRisks, type GameRisk } from '@khela/contract';
import { useId } from 'react';
import { useTexts } from '../shell/house-language';
import { instantTexts } from './instant-texts';

export function ChoiceChips<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <div className="instant-choice stack-1" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-muted-sm">
        {label}
      </span>
      <div className="instant-choice__chips">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="house-chip"
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Low, medium or high risk (Wheel, Plinko). */
export function RiskChips({
  value,
  onChange,
  disabled,
}: {
  value: GameRisk;
  onChange: (risk: GameRisk) => void;
  disabled: boolean;
}) {
  const text = useTexts(instantTexts);
  return (
    <ChoiceChips
      label={text.risk}
      value={value}
      disabled={disabled}
      options={gameRisks.map((risk) => ({ value: risk, label: text[risk] }))}
      onChange={onChange}
    />
  );
}

/** Two or more figures side by side (a multiplier, a chance), each under its name. */
export function Figures({
  items,
}: {
  items: readonly { label: string; value: string; testId?: string }[];
}) {
  return (
    <dl className="instant-figures">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sides a card or dice game takes bets on, each chip worded by `labels`. */
export function SideChips<Side extends string>({
  label,
  sides,
  labels,
  value,
  onChange,
  disabled,
}: {
  label: string;
  sides: readonly Side[];
  labels: Readonly<Record<Side, string>>;
  value: Side;
  onChange: (side: Side) => void;
  disabled: boolean;
}) {
  return (
    <ChoiceChips
      label={label}
      value={value}
      disabled={disabled}
      options={sides.map((side) => ({ value: side, label: labels[side] }))}
      onChange={onChange}
    />
  );
}
