/** The search box's filter: a case-insensitive match anywhere in the game's name. */
import type { Game } from '@khela/contract';

export function filterGamesByName(games: readonly Game[], search: string): Game[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...games];
  return games.filter((game) => game.name.toLocaleLowerCase().includes(needle));
}
