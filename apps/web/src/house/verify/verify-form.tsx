/**
 * The verify form anybody can fill by hand: the game, then its seeds. Fields are plain text and
 * the result below is recomputed on every keystroke, so there is no submit to wait for.
 */
import { INSTANT_GAMES, STEPPED_GAMES } from '@khela/contract';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../shell/house-language';
import {
  isInstantGame,
  isSteppedGame,
  type VerifyField,
  type VerifyForm,
  type VerifyGame,
} from './verify-recompute';
import { shellTexts } from '../shell/shell-texts';
import { verifyTexts } from './verify-texts';

/**
 * Every game the form recomputes: the house's own, the instant ones in their published order, then
 * the stepped ones.
 */
const GAMES: readonly VerifyGame[] = [
  'slots',
  'mines',
  'crash',
  ...INSTANT_GAMES,
  ...STEPPED_GAMES,
  'lottery',
];

function TextField({
  label,
  hint,
  error,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  const id = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className="verify-field stack-1">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="verify-input"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {note ? (
        <span id={noteId} className={error ? 'verify-field__error' : 'verify-field__hint'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}

export function VerifyFormFields({
  form,
  invalid,
  onChange,
}: {
  form: VerifyForm;
  /** Fields the recomputation refused; shown only once something is typed in them. */
  invalid: readonly VerifyField[];
  onChange: (form: VerifyForm) => void;
}) {
  const text = useTexts(verifyTexts);
  const games = useTexts(shellTexts).games;
  const gameLabelId = useId();
  const set = (field: keyof Omit<VerifyForm, 'game'>) => (value: string) =>
    onChange({ ...form, [field]: value });
  const errorOf = (field: VerifyField, message: string): string | null =>
    invalid.includes(field) && form[field].trim() !== '' ? message : null;
  const field = (
    name: VerifyField,
    label: string,
    error: string,
    extra: { hint?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ): ReactNode => (
    <TextField
      label={label}
      error={errorOf(name, error)}
      value={form[name]}
      onChange={set(name)}
      {...extra}
    />
  );

  return (
    <div className="verify-form stack-3">
      <div className="verify-field stack-1" role="group" aria-labelledby={gameLabelId}>
        <span id={gameLabelId} className="verify-field__label text-muted-sm">
          {text.game}
        </span>
        <div className="verify-games">
          {GAMES.map((game) => (
            <button
              key={game}
              type="button"
              aria-pressed={form.game === game}
              className="house-chip"
              onClick={() => onChange({ ...form, game })}
            >
              {games[game]}
            </button>
          ))}
        </div>
      </div>
      {form.game === 'lottery' ? (
        <>
          {field('serverSeed', text.serverSeed, text.fieldServerSeed)}
          {field('serverSeedHash', text.publishedHash, text.fieldHash, {
            hint: text.publishedHashHint,
          })}
          {field('nonce', text.drawSlot, text.fieldNonce, {
            inputMode: 'numeric',
            hint: text.drawSlotHint,
          })}
        </>
      ) : form.game === 'crash' ? (
        <>
          {field('roundSeed', text.roundSeed, text.fieldServerSeed)}
          {field('salt', text.salt, text.fieldSalt)}
          <TextField
            label={text.chainLink}
            hint={text.chainLinkHint}
            error={null}
            value={form.chainLink}
            onChange={set('chainLink')}
          />
          {field('roundIndex', text.roundIndex, text.fieldRoundIndex, { inputMode: 'numeric' })}
        </>
      ) : (
        <>
          {field('serverSeed', text.serverSeed, text.fieldServerSeed)}
          {field('serverSeedHash', text.publishedHash, text.fieldHash, {
            hint: text.publishedHashHint,
          })}
          {field('clientSeed', text.clientSeed, text.fieldClientSeed)}
          {field('nonce', text.nonce, text.fieldNonce, { inputMode: 'numeric' })}
          {form.game === 'mines'
            ? field('mines', text.mineCount, text.fieldMines, { inputMode: 'numeric' })
            : field(
                'stake',
                text.stake,
                form.game === 'slots' ? text.fieldStake : text.fieldAmount,
                {
                  inputMode: 'decimal',
                },
              )}
          {isInstantGame(form.game)
            ? field('choice', text.choice, text.fieldChoice, { hint: text.choiceHint })
            : null}
          {isSteppedGame(form.game)
            ? field('choice', text.steps, text.fieldSteps, { hint: text.stepsHint[form.game] })
            : null}
        </>
      )}
    </div>
  );
}
