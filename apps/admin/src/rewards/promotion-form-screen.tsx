/**
 * A promotion's form, new or edit: title, description, dates, status, bonus % and turnover
 * multiple, claims per player, categories and order. Review shows what players will get (and, on an edit, what
 * changes) before it is saved; the server's field errors come back to their fields. An existing
 * promotion also takes a banner image.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  desktopPromotionCategories,
  PROMOTION_BONUS_PERCENT_MAX,
  PROMOTION_CLAIMS_PER_PLAYER_DEFAULT,
  PROMOTION_CLAIMS_PER_PLAYER_MAX,
  PROMOTION_TURNOVER_MAX,
  promotionAdminStatuses,
  promotionInputSchema,
  type PromotionAdmin,
  type PromotionAdminStatus,
  type PromotionInput,
} from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { checkedValues, FieldError, FieldsMarked } from './field-error';
import { PromotionImage } from './promotion-image';
import { listPromotions, promotionStatusLabels, savePromotion } from './rewards-api';
import { LoadState } from '../shell/load-state';
import { ChoiceField } from '../ui/choice-field';
import { TextAreaField, TextField } from '../ui/text-field';
import { ReviewStep } from '../ui/review-step';

interface Draft {
  name: string;
  desc: string;
  start_date: string;
  end_date: string;
  status: PromotionAdminStatus;
  deposit_bouns: string;
  turnover: string;
  categories: number[];
  sort_order: string;
  claims_per_player: string;
}

function todayInDhaka(): string {
  return new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function draftOf(promotion: PromotionAdmin | undefined): Draft {
  if (promotion === undefined) {
    const today = todayInDhaka();
    return {
      name: '',
      desc: '',
      start_date: today,
      end_date: `${today.slice(0, 4)}-12-31`,
      status: 'display',
      deposit_bouns: '',
      turnover: '',
      categories: [],
      sort_order: '0',
      claims_per_player: String(PROMOTION_CLAIMS_PER_PLAYER_DEFAULT),
    };
  }
  return {
    name: promotion.name,
    desc: promotion.desc,
    start_date: promotion.start_date,
    end_date: promotion.end_date,
    status: promotion.status,
    deposit_bouns: String(promotion.deposit_bouns),
    turnover: String(promotion.turnover),
    categories: promotion.categories,
    sort_order: String(promotion.sort_order),
    claims_per_player: String(promotion.claims_per_player),
  };
}

/** How often one player may claim it, in the review's words. */
function claimsPerPlayerText(claimsPerPlayer: number): string {
  if (claimsPerPlayer === 0) return 'with every deposit (no limit)';
  if (claimsPerPlayer === 1) return 'once';
  return `up to ${claimsPerPlayer} times`;
}

const categoryChoices = desktopPromotionCategories.filter(
  (category): category is Extract<typeof category, { code: number }> =>
    category.code !== 'all' && !category.hidden,
);

export function PromotionFormScreen() {
  const { id } = useParams();
  const promotionId = id === undefined ? null : Number(id);
  const promotions = useQuery({
    queryKey: ['promotions'],
    queryFn: listPromotions,
    enabled: promotionId !== null,
  });
  if (promotionId === null) return <PromotionForm existing={undefined} />;
  if (promotions.isPending || promotions.isError) {
    return <LoadState query={promotions} what="the promotion" />;
  }
  const existing = promotions.data.data.find((promotion) => promotion.id === promotionId);
  if (existing === undefined) {
    return (
      <div className="state state-error" role="alert">
        <p>Promotion not found.</p>
        <Link className="button" to="/rewards/promotions">
          Back to promotions
        </Link>
      </div>
    );
  }
  return <PromotionForm key={existing.id} existing={existing} />;
}

function PromotionForm({ existing }: { existing: PromotionAdmin | undefined }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [review, setReview] = useState<PromotionInput | null>(null);
  const save = useMutation({
    mutationFn: (input: PromotionInput) => savePromotion(existing?.id ?? null, input),
    onSuccess: async (answer) => {
      setReview(null);
      await client.invalidateQueries({ queryKey: ['promotions'] });
      if (existing === undefined) {
        await navigate(`/rewards/promotions/${answer.data.id}`, {
          state: { notice: `${answer.message} Add a banner below if you like.` },
        });
      }
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) {
        setErrors(fieldErrorsOf(error));
        setReview(null);
      }
    },
  });

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const toggleCategory = (code: number) =>
    setDraft((current) => ({
      ...current,
      categories: current.categories.includes(code)
        ? current.categories.filter((entry) => entry !== code)
        : [...current.categories, code],
    }));

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const values = checkedValues(promotionInputSchema.safeParse(draft), setErrors);
    if (values === undefined) return;
    save.reset();
    setReview(values);
  };

  const heading = existing === undefined ? 'New promotion' : `Edit: ${existing.name}`;

  if (review !== null) {
    const changes =
      existing === undefined
        ? []
        : (Object.keys(review) as (keyof PromotionInput)[]).filter(
            (key) => JSON.stringify(review[key]) !== JSON.stringify(existing[key]),
          );
    return (
      <ReviewStep
        title={heading}
        label="Review the promotion"
        confirmLabel={existing === undefined ? 'Create promotion' : 'Save promotion'}
        isSaving={save.isPending}
        error={save.isError ? errorMessage(save.error) : undefined}
        onConfirm={() => save.mutate(review)}
        onBack={() => setReview(null)}
      >
        <p>
          <strong>{review.name}</strong> — {promotionStatusLabels[review.status]}, from{' '}
          {review.start_date} to {review.end_date} (Bangladesh days).
        </p>
        <p>
          Bonus <strong>{review.deposit_bouns} %</strong> of the deposit; turnover{' '}
          <strong>{review.turnover}×</strong> (deposit + bonus) before a withdrawal.
        </p>
        <p>
          Each player may claim it <strong>{claimsPerPlayerText(review.claims_per_player)}</strong>;
          pending and approved deposits count.
        </p>
        {existing !== undefined && (
          <p className="faint">
            {changes.length === 0
              ? 'Nothing changes.'
              : `Changes: ${changes.join(', ')}. Deposits made from now on get the new terms; bonuses already credited keep theirs.`}
          </p>
        )}
      </ReviewStep>
    );
  }

  const text = (
    field:
      | 'name'
      | 'start_date'
      | 'end_date'
      | 'deposit_bouns'
      | 'turnover'
      | 'claims_per_player'
      | 'sort_order',
    label: string,
    props: { type?: string; inputMode?: 'numeric'; hint?: string; wide?: boolean } = {},
  ) => (
    <TextField
      id={field}
      label={label}
      hint={props.hint}
      errors={errors[field]}
      className={props.wide === true ? 'field-wide' : undefined}
      name={field}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      value={draft[field]}
      onValueChange={set(field)}
    />
  );

  return (
    <>
      <div className="screen-head">
        <h2>{heading}</h2>
        <Link className="button button-quiet" to="/rewards/promotions">
          Back to promotions
        </Link>
      </div>
      <form className="promotion-form" onSubmit={toReview} aria-label={heading} noValidate>
        {text('name', 'Title', { wide: true })}
        <TextAreaField
          id="desc"
          label="Description"
          errors={errors['desc']}
          className="field-wide"
          name="desc"
          rows={4}
          value={draft.desc}
          onValueChange={set('desc')}
        />
        {text('deposit_bouns', 'Bonus (% of the deposit)', {
          inputMode: 'numeric',
          hint: `0 to ${PROMOTION_BONUS_PERCENT_MAX}; 0 adds no bonus.`,
        })}
        {text('turnover', 'Turnover (× deposit + bonus)', {
          inputMode: 'numeric',
          hint: `0 to ${PROMOTION_TURNOVER_MAX} times, wagered before a withdrawal.`,
        })}
        {text('claims_per_player', 'Claims per player', {
          inputMode: 'numeric',
          hint: `Deposits one player may claim it with: 1 is once, up to ${PROMOTION_CLAIMS_PER_PLAYER_MAX}; 0 is no limit.`,
        })}
        {text('start_date', 'Starts', { type: 'date' })}
        {text('end_date', 'Ends', { type: 'date', hint: 'The last day it runs, Bangladesh time.' })}
        <ChoiceField
          id="status"
          label="Status"
          hint="Listed: on Promotions. Deposit only: in the deposit choice."
          errors={errors['status']}
          name="status"
          options={promotionAdminStatuses}
          labelOf={(status) => promotionStatusLabels[status]}
          value={draft.status}
          onValueChange={set('status')}
        />
        {text('sort_order', 'Order', { inputMode: 'numeric', hint: 'Lower comes first.' })}
        <fieldset className="field field-wide promotion-categories">
          <legend className="field-label">Categories (the desktop filter)</legend>
          {categoryChoices.map((category) => (
            <label key={category.code} className="check">
              <input
                type="checkbox"
                checked={draft.categories.includes(category.code)}
                onChange={() => toggleCategory(category.code)}
              />
              {category.label}
            </label>
          ))}
          <FieldError id="categories-error" messages={errors['categories']} />
        </fieldset>
        <div className="field-wide">
          <button className="button button-primary" type="submit">
            Review promotion
          </button>
          <FieldsMarked errors={errors} />
        </div>
      </form>
      {existing !== undefined && <PromotionImage promotion={existing} />}
    </>
  );
}
