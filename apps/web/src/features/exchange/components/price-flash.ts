/**
 * A moved price's flash (green up, red down) ends after a moment; one timer ends every flash that
 * is due, rather than a timer per cell, each its own task (at ten odds updates a second on a
 * Fancy book, the timers were most of the script time: docs/performance.md).
 */
const FLASH_MS = 600;

/** The flashing cells and when each flash ends; one timer ends all that are due. */
const flashesEnding = new Map<HTMLElement, number>();
let flashTimer: ReturnType<typeof setTimeout> | undefined;

export function endFlashLater(cell: HTMLElement): void {
  flashesEnding.set(cell, performance.now() + FLASH_MS);
  flashTimer ??= setTimeout(endDueFlashes, FLASH_MS);
}

function endDueFlashes(): void {
  flashTimer = undefined;
  const now = performance.now();
  let next = Infinity;
  for (const [cell, endsAt] of flashesEnding) {
    if (endsAt <= now) {
      cell.classList.remove('price-cell--up', 'price-cell--down');
      flashesEnding.delete(cell);
    } else next = Math.min(next, endsAt);
  }
  if (next < Infinity) flashTimer = setTimeout(endDueFlashes, next - now);
}

/** Shows a move on a cell the page draws outside React (live-price-cell.tsx), ended later. */
export function flashCell(cell: HTMLElement, direction: 'up' | 'down'): void {
  cell.classList.remove('price-cell--up', 'price-cell--down');
  cell.classList.add(`price-cell--${direction}`);
  endFlashLater(cell);
}
