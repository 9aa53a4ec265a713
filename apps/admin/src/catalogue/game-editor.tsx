/**
 * Edit one game: its name, its position and a new thumbnail, and for the house's own games the
 * stake limits of new rounds (empty: the game's own); field errors at the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueGame } from '@khela/contract';
import { formatTaka } from '../format';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { updateGame, uploadThumbnail } from './catalogue-api';
import { FormField } from '../ui/form-field';
import { TextField } from '../ui/text-field';

export function GameEditor({
  game,
  onClose,
  onSaved,
}: {
  game: CatalogueGame;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [name, setName] = useState(game.name);
  const [position, setPosition] = useState(String(game.sort_order));
  const [file, setFile] = useState<File | null>(null);
  const limits = game.stake_limits;
  const limitText = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const [minStake, setMinStake] = useState(limitText(limits?.min));
  const [maxStake, setMaxStake] = useState(limitText(limits?.max));
  const id = useId();
  // An empty field asks for the game's own limit; anything else goes as typed for the server to judge.
  const limitValue = (text: string) => {
    if (text.trim() === '') return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
  };
  const limitsChanged =
    limits !== null && (minStake !== limitText(limits.min) || maxStake !== limitText(limits.max));

  const save = useMutation({
    mutationFn: async () => {
      const change: Record<string, unknown> = {};
      if (name !== game.name) change['name'] = name;
      if (position !== String(game.sort_order)) {
        change['sort_order'] = position.trim() === '' ? Number.NaN : Number(position);
      }
      if (limits !== null && minStake !== limitText(limits.min)) {
        change['min_stake'] = limitValue(minStake);
      }
      if (limits !== null && maxStake !== limitText(limits.max)) {
        change['max_stake'] = limitValue(maxStake);
      }
      // The form sends what was typed; the server's schema reads and judges it.
      if (Object.keys(change).length > 0) await updateGame(game.id, change);
      if (file) await uploadThumbnail(game.id, file);
    },
    onSuccess: () => onSaved(`${name.trim() || game.name} saved.`),
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const nameError = fieldErrors['name']?.[0];
  const positionError = fieldErrors['sort_order']?.[0];
  const minStakeError = fieldErrors['min_stake']?.[0];
  const maxStakeError = fieldErrors['max_stake']?.[0];
  const unchanged =
    name === game.name && position === String(game.sort_order) && file === null && !limitsChanged;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <form className="catalogue-editor" onSubmit={submit} aria-labelledby="game-editor-title">
      <h2 id="game-editor-title">
        Edit {game.name} <span className="faint">({game.code})</span>
      </h2>
      <div className="editor-fields">
        <img className="thumb thumb-large" src={game.image} alt={`${game.name} thumbnail`} />
        <TextField
          id={`${id}-name`}
          label="Name"
          errors={nameError}
          value={name}
          onValueChange={setName}
        />
        <TextField
          id={`${id}-position`}
          label="Position (lower shows first)"
          errors={positionError}
          inputMode="numeric"
          value={position}
          onValueChange={setPosition}
        />
        {limits === null ? null : (
          <>
            <TextField
              id={`${id}-min-stake`}
              label={`Minimum stake, ৳ (empty: the game's own, ${formatTaka(limits.own_min)})`}
              errors={minStakeError}
              inputMode="decimal"
              value={minStake}
              onValueChange={setMinStake}
            />
            <TextField
              id={`${id}-max-stake`}
              label={`Maximum stake, ৳ (empty: the game's own, ${formatTaka(limits.own_max)})`}
              errors={maxStakeError}
              inputMode="decimal"
              value={maxStake}
              onValueChange={setMaxStake}
            />
          </>
        )}
        <FormField id={`${id}-thumbnail`} label="New thumbnail (JPEG, PNG or WebP, up to 2 MB)">
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
      {save.isError && Object.keys(fieldErrors).length === 0 && (
        <p className="form-error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="row-actions">
        <button className="button" type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          className="button button-primary"
          type="submit"
          disabled={save.isPending || unchanged}
        >
          {save.isPending ? 'Saving…' : 'Save game'}
        </button>
      </div>
    </form>
  );
}
