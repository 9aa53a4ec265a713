/**
 * The foot of a money panel's form: its submit button and Back. Both are off while the call runs,
 * so a slow answer cannot be sent twice or left unseen.
 */
export function DialogButtons({
  submitLabel,
  isBusy,
  isDanger,
  onBack,
}: {
  /** Already says when the call is under way ("Saving…"). */
  submitLabel: string;
  isBusy: boolean;
  /** A change the player loses by (a rejection, a switch-off) is marked as such. */
  isDanger: boolean;
  onBack: () => void;
}) {
  return (
    <div className="filters">
      <button
        className={isDanger ? 'button button-danger' : 'button button-primary'}
        type="submit"
        disabled={isBusy}
      >
        {submitLabel}
      </button>
      <button className="button button-quiet" type="button" disabled={isBusy} onClick={onBack}>
        Back
      </button>
    </div>
  );
}
