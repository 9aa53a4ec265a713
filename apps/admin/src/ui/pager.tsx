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

/**
 * The pager of a list paged by number (page 1 of n): nothing when everything fits on one page,
 * and a move to the page before or after through `onGo`.
 */
export function NumberedPager({
  page,
  lastPage,
  isLoading,
  onGo,
  place = `Page ${page} of ${lastPage}`,
  backLabel,
  forwardLabel,
}: {
  page: number;
  lastPage: number;
  isLoading: boolean;
  onGo: (page: number) => void;
  place?: string;
  backLabel?: string;
  forwardLabel?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <Pager
      place={place}
      canGoBack={page > 1}
      canGoForward={page < lastPage}
      isLoading={isLoading}
      onBack={() => onGo(page - 1)}
      onForward={() => onGo(page + 1)}
      backLabel={backLabel}
      forwardLabel={forwardLabel}
    />
  );
}
