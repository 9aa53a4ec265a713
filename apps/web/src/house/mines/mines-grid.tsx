/**
 * The 5×5 grid. Tiles are numbered 1–25 for players (row by row from the top left); the server
 * counts them 0–24. A covered tile is a button while the game is in play; an open one shows its gem,
 * and when the game is over every mine is shown, the one that was hit marked apart.
 */
import { MINES_TILE_COUNT } from '@khela/house-games';
import { Spinner } from '../../shared/ui/loaders';
import { useTexts } from '../shell/house-language';
import { GemArt, MineArt } from './mines-art';
import { minesTexts } from './mines-texts';

export type TileState = 'covered' | 'gem' | 'mine' | 'mine-hit';

export function tileStates(
  picks: readonly number[],
  mineTiles: readonly number[] | null,
): TileState[] {
  const mines = new Set(mineTiles ?? []);
  const picked = new Set(picks);
  return Array.from({ length: MINES_TILE_COUNT }, (_, tile) => {
    if (mines.has(tile)) return picked.has(tile) ? 'mine-hit' : 'mine';
    return picked.has(tile) ? 'gem' : 'covered';
  });
}

export function MinesGrid({
  states,
  canPick,
  pickingTile,
  onPick,
}: {
  states: readonly TileState[];
  /** False before a game, after it, and while any call is under way. */
  canPick: boolean;
  pickingTile: number | null;
  onPick: (tile: number) => void;
}) {
  const text = useTexts(minesTexts);
  const nameOf = (state: TileState, number: number) => {
    switch (state) {
      case 'covered':
        return text.tile(number);
      case 'gem':
        return text.tileGem(number);
      case 'mine':
        return text.tileMine(number);
      case 'mine-hit':
        return text.tileMineHit(number);
    }
  };
  return (
    <div className="mines-grid" role="group" aria-label={text.grid}>
      {states.map((state, tile) => {
        const isPicking = pickingTile === tile;
        return (
          <button
            key={tile}
            type="button"
            className={`mines-tile mines-tile--${state}`}
            data-state={state}
            aria-label={nameOf(state, tile + 1)}
            aria-busy={isPicking || undefined}
            // A covered tile is only pressable in play; open tiles stay readable but inert.
            disabled={!canPick || state !== 'covered'}
            onClick={() => onPick(tile)}
          >
            {isPicking ? <Spinner size={20} /> : null}
            {state === 'gem' ? <GemArt /> : null}
            {state === 'mine' || state === 'mine-hit' ? <MineArt /> : null}
          </button>
        );
      })}
    </div>
  );
}
