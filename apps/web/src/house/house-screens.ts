/**
 * The house pages by their address (/house/{page}). Each is loaded on demand, so a player opening
 * Slots never downloads Crash. A game's page name is its catalogue code (HOUSE_GAMES); each page
 * module exports its screen by name and is added here as
 * `slots: lazy(() => import('./slots/slots-screen').then((m) => ({ default: m.SlotsScreen })))`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type HousePage = LazyExoticComponent<ComponentType>;

export const housePages: Readonly<Record<string, HousePage>> = {
  crash: lazy(() => import('./crash/crash-screen').then((m) => ({ default: m.CrashScreen }))),
  slots: lazy(() => import('./slots/slots-screen').then((m) => ({ default: m.SlotsScreen }))),
  mines: lazy(() => import('./mines/mines-screen').then((m) => ({ default: m.MinesScreen }))),
  dice: lazy(() => import('./dice/dice-screen').then((m) => ({ default: m.DiceScreen }))),
  limbo: lazy(() => import('./limbo/limbo-screen').then((m) => ({ default: m.LimboScreen }))),
  wheel: lazy(() => import('./wheel/wheel-screen').then((m) => ({ default: m.WheelScreen }))),
  plinko: lazy(() => import('./plinko/plinko-screen').then((m) => ({ default: m.PlinkoScreen }))),
  keno: lazy(() => import('./keno/keno-screen').then((m) => ({ default: m.KenoScreen }))),
  roulette: lazy(() =>
    import('./roulette/roulette-screen').then((m) => ({ default: m.RouletteScreen })),
  ),
  'dragon-tiger': lazy(() =>
    import('./dragon-tiger/dragon-tiger-screen').then((m) => ({ default: m.DragonTigerScreen })),
  ),
  fishing: lazy(() =>
    import('./fishing/fishing-screen').then((m) => ({ default: m.FishingScreen })),
  ),
  'seven-up-down': lazy(() =>
    import('./seven-up-down/seven-up-down-screen').then((m) => ({ default: m.SevenUpDownScreen })),
  ),
  baccarat: lazy(() =>
    import('./baccarat/baccarat-screen').then((m) => ({ default: m.BaccaratScreen })),
  ),
  'andar-bahar': lazy(() =>
    import('./andar-bahar/andar-bahar-screen').then((m) => ({ default: m.AndarBaharScreen })),
  ),
  'teen-patti': lazy(() =>
    import('./teen-patti/teen-patti-screen').then((m) => ({ default: m.TeenPattiScreen })),
  ),
  'jacks-or-better': lazy(() =>
    import('./jacks-or-better/jacks-or-better-screen').then((m) => ({
      default: m.JacksOrBetterScreen,
    })),
  ),
  blackjack: lazy(() =>
    import('./blackjack/blackjack-screen').then((m) => ({ default: m.BlackjackScreen })),
  ),
  lottery: lazy(() =>
    import('./lottery/lottery-screen').then((m) => ({ default: m.LotteryScreen })),
  ),
  hilo: lazy(() => import('./hilo/hilo-screen').then((m) => ({ default: m.HiloScreen }))),
  verify: lazy(() => import('./verify/verify-screen').then((m) => ({ default: m.VerifyScreen }))),
};

/** `/house/slots` → 'slots', `/house/dragon-tiger` → 'dragon-tiger'; anything else → null. */
export function housePageName(pathname: string): string | null {
  const match = /^\/house\/([a-z]+(?:-[a-z]+)*)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}
