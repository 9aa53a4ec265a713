/**
 * The referral share: what a referrer earns, as cash bonus, on each stake their downlines settle.
 * Typed as a percent (the players' terms), sent in basis points; reviewed before it is saved, and
 * applied to stakes settled after it.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REFERRAL_BASIS_POINTS_MAX } from '@khela/contract';
import { ApiError, errorMessage } from '../api/admin-api';
import { getReferralRules, saveReferralRules } from './rewards-api';
import { LoadState } from '../shell/load-state';
import { TextField } from '../ui/text-field';
import { ReviewStep } from '../ui/review-step';

const percentOf = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`;

/** "1.5" → 150 basis points, or undefined for anything that is not a percent to two decimals. */
function basisPointsOf(percent: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(percent.trim())) return undefined;
  const basisPoints = Math.round(Number(percent) * 100);
  return basisPoints <= REFERRAL_BASIS_POINTS_MAX ? basisPoints : undefined;
}

export function ReferralScreen() {
  const rules = useQuery({ queryKey: ['referral-rules'], queryFn: getReferralRules });
  // Kept here: the form starts afresh from what was saved, and the message outlives it.
  const [done, setDone] = useState<string | null>(null);
  if (rules.isPending || rules.isError) {
    return <LoadState query={rules} what="the referral share" />;
  }
  const saved = rules.data.data.referral_reward_basis_points;
  return (
    <>
      {done !== null && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <ReferralForm key={saved} saved={saved} onSaved={setDone} />
    </>
  );
}

function ReferralForm({
  saved,
  onSaved,
}: {
  saved: number;
  onSaved: (message: string | null) => void;
}) {
  const client = useQueryClient();
  const [percent, setPercent] = useState((saved / 100).toFixed(2));
  const [error, setError] = useState<string[] | undefined>(undefined);
  const [review, setReview] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: saveReferralRules,
    onSuccess: (answer) => {
      setReview(null);
      onSaved(answer.message ?? 'Saved.');
      client.setQueryData(['referral-rules'], { data: answer.data });
    },
    onError: (failure) => {
      const field =
        failure instanceof ApiError ? failure.errors['referral_reward_basis_points'] : undefined;
      if (field !== undefined) {
        setError(field);
        setReview(null);
      }
    },
  });

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    onSaved(null);
    const basisPoints = basisPointsOf(percent);
    if (basisPoints === undefined) {
      setError([
        `Enter a percent from 0 to ${REFERRAL_BASIS_POINTS_MAX / 100}, at most two decimals.`,
      ]);
      return;
    }
    setError(undefined);
    save.reset();
    setReview(basisPoints);
  };

  if (review !== null) {
    return (
      <ReviewStep
        title="Review the referral share"
        confirmLabel="Save referral share"
        isSaving={save.isPending}
        canConfirm={review !== saved}
        error={save.isError ? errorMessage(save.error) : undefined}
        onConfirm={() => save.mutate(review)}
        onBack={() => setReview(null)}
      >
        <p>
          Referrers’ share of what each downline’s settled stakes count: {percentOf(saved)} →{' '}
          <strong>{percentOf(review)}</strong> ({review} basis points).
        </p>
        <p className="faint">
          It applies to stakes settled from now on; rewards already credited stay as they are.
          {review === 0 ? ' At 0 % referrers earn nothing.' : ''}
        </p>
      </ReviewStep>
    );
  }

  return (
    <form onSubmit={toReview} aria-label="Referral share" noValidate>
      <h2>Referral share</h2>
      <p className="hint">
        Now {percentOf(saved)}: a referrer earns this share of what every stake their downlines
        settle counts (its risk at the house’s expected take), as cash bonus they claim from their
        wallet. From 0 % to {REFERRAL_BASIS_POINTS_MAX / 100} %, at most two decimals; with VIP
        points at their value, at most 2 % together.
      </p>
      <div className="filters">
        <TextField
          id="referral-share"
          label="Share (% of counted stake)"
          errors={error}
          name="referral_share"
          inputMode="decimal"
          value={percent}
          onValueChange={setPercent}
        />
        <button className="button button-primary" type="submit">
          Review share
        </button>
      </div>
    </form>
  );
}
