/**
 * The buttons under a paged list: back and forward around where the list stands. A button is off
 * at its end of the list and while the next page loads, so a double click never skips a page.
 */
export function Pager({
  place,
  canGoBack,
  canGoForward,
  isLoading,
  onBack,
  onForward,
  backLabel = 'Previous',
  forwardLabel = 'Next',
}: {
  /** Where the list stands, e.g. "Page 2 of 5". */
  place: string;
  canGoBack: boolean;
  canGoForward: boolean;
  isLoading: boolean;
  onBack: () => void;
  onForward: () => void;
  backLabel?: string;
  forwardLabel?: string;
}) {
  return (
    <div className="pager">
      <button className="button" type="button" disabled={!canGoBack || isLoading} onClick={onBack}>
        {backLabel}
      </button>
      <span className="faint">{place}</span>
      <button
        className="button"
        type="button"
        disabled={!canGoForward || isLoading}
        onClick={onForward}
      >
        {forwardLabel}
      </button>
    </div>
  );
}
