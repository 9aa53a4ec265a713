/**
 * The VIP ladder and rates: each level's lifetime points (rising from 0), the points earned per
 * ৳100 of counted stake and what a point converts to. Review lists what changes before it is
 * saved; levels are worked out again on the player's next look, and points already earned stay.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vipSettingsInputSchema, type VipSettings, type VipSettingsInput } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { formatTaka } from '../format';
import { checkedValues, FieldError, FieldsMarked } from './field-error';
import { getVipSettings, saveVipSettings } from './rewards-api';
import { LoadState } from '../shell/load-state';
import { TextField } from '../ui/text-field';
import { ReviewStep } from '../ui/review-step';

export function VipScreen() {
  const settings = useQuery({ queryKey: ['vip-settings'], queryFn: getVipSettings });
  // Kept here: the form starts afresh from what was saved, and the message outlives it.
  const [done, setDone] = useState<string | null>(null);
  if (settings.isPending || settings.isError) {
    return <LoadState query={settings} what="VIP levels" />;
  }
  return (
    <>
      {done !== null && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <VipForm
        key={JSON.stringify(settings.data.data)}
        saved={settings.data.data}
        onSaved={setDone}
      />
    </>
  );
}

interface Draft {
  minPoints: string[];
  pointsPer100: string;
  pointValue: string;
}

function describeChanges(saved: VipSettings, next: VipSettingsInput): string[] {
  const lines: string[] = [];
  for (const level of saved.levels) {
    const to = next.levels.find((entry) => entry.level === level.level)?.min_points;
    if (to !== undefined && to !== level.min_points) {
      lines.push(`${level.name}: ${level.min_points} → ${to} points`);
    }
  }
  if (next.points_per_100_taka !== saved.points_per_100_taka) {
    lines.push(
      `Points per ৳100 counted: ${saved.points_per_100_taka} → ${next.points_per_100_taka}`,
    );
  }
  if (next.point_value !== saved.point_value) {
    lines.push(
      `One point pays: ${formatTaka(saved.point_value)} → ${formatTaka(next.point_value)}`,
    );
  }
  return lines;
}

function VipForm({
  saved,
  onSaved,
}: {
  saved: VipSettings;
  onSaved: (message: string | null) => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    minPoints: saved.levels.map((level) => String(level.min_points)),
    pointsPer100: String(saved.points_per_100_taka),
    pointValue: String(saved.point_value),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [review, setReview] = useState<VipSettingsInput | null>(null);
  const save = useMutation({
    mutationFn: saveVipSettings,
    onSuccess: (answer) => {
      setReview(null);
      onSaved(answer.message ?? 'Saved.');
      client.setQueryData(['vip-settings'], { data: answer.data });
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) {
        setErrors(fieldErrorsOf(error));
        setReview(null);
      }
    },
  });

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    onSaved(null);
    const values = checkedValues(
      vipSettingsInputSchema.safeParse({
        levels: saved.levels.map((level, index) => ({
          level: level.level,
          min_points: draft.minPoints[index],
        })),
        points_per_100_taka: draft.pointsPer100,
        point_value: draft.pointValue,
      }),
      setErrors,
    );
    if (values === undefined) return;
    save.reset();
    setReview(values);
  };

  if (review !== null) {
    const changes = describeChanges(saved, review);
    return (
      <ReviewStep
        title="Review VIP changes"
        confirmLabel="Save VIP changes"
        isSaving={save.isPending}
        canConfirm={changes.length > 0}
        error={save.isError ? errorMessage(save.error) : undefined}
        onConfirm={() => save.mutate(review)}
        onBack={() => setReview(null)}
      >
        {changes.length === 0 ? (
          <p>Nothing changes.</p>
        ) : (
          <ul>
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="faint">
          Players’ levels follow the new thresholds at once; points already earned are not
          recounted. The points rate applies to stakes settled from now on, the point value to
          conversions from now on.
        </p>
      </ReviewStep>
    );
  }

  return (
    <form onSubmit={toReview} aria-label="VIP levels and rates" noValidate>
      <h2>Rates</h2>
      <p className="hint">
        A bet counts by what it risks at the house’s expected take: a hedged position counts
        nothing, a low-edge game a part of its stake. VIP points at their value and the referral
        share together may pay at most 2 % of what bets count.
      </p>
      <div className="filters">
        <TextField
          id="points-rate"
          label="Points per ৳100 counted"
          errors={errors['points_per_100_taka']}
          name="points_per_100_taka"
          inputMode="numeric"
          value={draft.pointsPer100}
          onValueChange={(value) => setDraft({ ...draft, pointsPer100: value })}
        />
        <TextField
          id="point-value"
          label="One point pays (৳)"
          errors={errors['point_value']}
          name="point_value"
          inputMode="decimal"
          value={draft.pointValue}
          onValueChange={(value) => setDraft({ ...draft, pointValue: value })}
        />
      </div>
      <h2>Levels</h2>
      <p className="hint">
        Lifetime points that reach each level. The first level starts at 0 and each needs more than
        the one below.
      </p>
      <FieldError id="levels-error" messages={errors['levels']} />
      <table className="table vip-levels">
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Name</th>
            <th scope="col">Lifetime points</th>
          </tr>
        </thead>
        <tbody>
          {saved.levels.map((level, index) => {
            const key = `levels.${index}.min_points`;
            return (
              <tr key={level.level}>
                <td>{level.level}</td>
                <td>{level.name}</td>
                <td>
                  <input
                    name={key}
                    inputMode="numeric"
                    aria-label={`${level.name} lifetime points`}
                    value={draft.minPoints[index] ?? ''}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={`level-${index}-error`}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        minPoints: draft.minPoints.map((value, at) =>
                          at === index ? event.target.value : value,
                        ),
                      })
                    }
                  />
                  <FieldError id={`level-${index}-error`} messages={errors[key]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button className="button button-primary" type="submit">
        Review VIP changes
      </button>
      <FieldsMarked errors={errors} />
    </form>
  );
}
