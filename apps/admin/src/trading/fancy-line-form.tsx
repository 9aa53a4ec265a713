/**
 * A Fancy line: opened on an event (name, tab, NO and YES lines with their rates, open at once or
 * suspended) or moved on a live market. The server checks every field; its words show at the field.
 * Bets already taken keep the line they were taken at.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fancyLineTypes, type FancyLine, type FancyLineResponse } from '@khela/contract';
import { fieldErrorsOf } from '../api/admin-api';
import { ChangeNotice } from '../ui/change-notice';
import { moveFancyLine, openFancyLine } from './trading-api';
import { fancyTabLabel } from './trading-labels';
import { ChoiceField } from '../ui/choice-field';
import { TextField } from '../ui/text-field';

type Props =
  | { mode: 'open'; eventId: string }
  | { mode: 'move'; eventId: string; marketId: string; line: FancyLine | null };

const lineFields = [
  ['no_line', 'NO line (runs)'],
  ['no_rate', 'NO rate'],
  ['yes_line', 'YES line (runs)'],
  ['yes_rate', 'YES rate'],
] as const;

type LineDraft = Record<(typeof lineFields)[number][0], string>;

const draftOf = (line: FancyLine | null): LineDraft => ({
  no_line: line === null ? '' : String(line.no_line),
  no_rate: line === null ? '100' : String(line.no_rate),
  yes_line: line === null ? '' : String(line.yes_line),
  yes_rate: line === null ? '100' : String(line.yes_rate),
});

export function FancyLineForm(props: Props) {
  const client = useQueryClient();
  const formId = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState('2');
  const [open, setOpen] = useState(true);
  const [line, setLine] = useState<LineDraft>(draftOf(props.mode === 'move' ? props.line : null));
  const [blank, setBlank] = useState<Record<string, string>>({});
  const send = useMutation({
    // The server parses the numbers, so its own words come back at the field.
    mutationFn: (): Promise<FancyLineResponse> =>
      props.mode === 'open'
        ? openFancyLine(props.eventId, { ...line, name, fancy_type: type, open })
        : moveFancyLine(props.marketId, line),
    onSuccess: () => {
      if (props.mode === 'open') {
        setName('');
        setLine(draftOf(null));
      }
      return client.invalidateQueries({ queryKey: ['trading-event', props.eventId] });
    },
  });
  const fieldErrors = fieldErrorsOf(send.error);
  const fieldError = (key: string) => blank[key] ?? fieldErrors[key]?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank number would read as 0 on the server: ask for it here instead.
    const missing: Record<string, string> = {};
    for (const [key, text] of lineFields) {
      if (line[key].trim() === '') missing[key] = `Enter the ${text.replace(' (runs)', '')}.`;
    }
    setBlank(missing);
    if (Object.keys(missing).length > 0) return;
    if (!send.isPending) send.mutate();
  };
  const label = props.mode === 'open' ? 'Open a Fancy line' : 'Move the line';

  return (
    <form className="fancy-form" onSubmit={submit} aria-label={label} noValidate>
      {props.mode === 'open' && (
        <div className="filters">
          <TextField
            id={`${formId}-name`}
            label="Name"
            className="fancy-name"
            errors={fieldError('name')}
            isErrorAnnounced
            name="name"
            placeholder="e.g. 6 over runs Dhaka"
            value={name}
            onValueChange={setName}
          />
          <ChoiceField
            id={`${formId}-type`}
            label="Tab"
            errors={fieldError('fancy_type')}
            isErrorAnnounced
            options={fancyLineTypes.map(String)}
            labelOf={(value) => `${value} ${fancyTabLabel(Number(value))}`}
            value={type}
            onValueChange={setType}
          />
        </div>
      )}
      <div className="filters">
        {lineFields.map(([key, text]) => (
          <TextField
            key={key}
            id={`${formId}-${key}`}
            label={text}
            className="fancy-number"
            errors={fieldError(key)}
            isErrorAnnounced
            name={key}
            inputMode="numeric"
            value={line[key]}
            onValueChange={(value) => setLine({ ...line, [key]: value })}
          />
        ))}
        {props.mode === 'open' && (
          <label className="check">
            <input
              type="checkbox"
              checked={open}
              onChange={(event) => setOpen(event.target.checked)}
            />
            Open for bets now
          </label>
        )}
        <button className="button button-primary" type="submit" disabled={send.isPending}>
          {send.isPending ? 'Saving…' : label}
        </button>
      </div>
      <p className="hint">Rates are paise per rupee: 100 is evens, 90 pays ৳0.90 per ৳1.</p>
      <ChangeNotice
        notice={
          !send.isSuccess
            ? ''
            : props.mode === 'open'
              ? `${send.data.message} ${send.data.market.name} is ${send.data.market.status}.`
              : send.data.message
        }
        failure={Object.keys(fieldErrors).length === 0 ? send.error : null}
      />
    </form>
  );
}
