/**
 * The Match Odds markets a player pins to Multi Markets, kept in this browser's local storage
 * (`multiMarkets`) so a visitor can pin too and a reload keeps them. Every screen reads one store,
 * so a pin on In-Play shows at once on Multi Markets, and a change in another tab follows.
 */
import { exchangeSports } from '@khela/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  readStorage,
  storageKeys,
  subscribeToStoredKey,
  writeStorage,
} from '../../../shared/storage';

/** Multi Markets follows at most this many markets (each one is read every 300 ms). */
export const MULTI_MARKETS_MAX = 10;

const pinSchema = z.object({
  marketId: z.string().min(1).max(64),
  eventId: z.string().min(1).max(64),
  sport: z.enum(exchangeSports),
  /** The event's name when it was pinned, shown if the market is gone. */
  event: z.string().max(200),
});
export type MultiMarketPin = z.infer<typeof pinSchema>;

export type PinChange = 'added' | 'removed' | 'full';

const listeners = new Set<() => void>();
let cached: { raw: string | null; pins: MultiMarketPin[] } = { raw: null, pins: [] };

/** Whatever is stored is checked: a broken or edited value yields the pins that still parse. */
function parsePins(raw: string | null): MultiMarketPin[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const pins = value.flatMap((item) => {
      const parsed = pinSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const unique = pins.filter(
      (pin, index) => pins.findIndex((other) => other.marketId === pin.marketId) === index,
    );
    return unique.slice(0, MULTI_MARKETS_MAX);
  } catch {
    return [];
  }
}

export function readPins(): MultiMarketPin[] {
  const raw = readStorage(storageKeys.multiMarkets);
  // The same list object while storage is unchanged, as useSyncExternalStore requires.
  if (raw !== cached.raw) cached = { raw, pins: parsePins(raw) };
  return cached.pins;
}

function writePins(pins: MultiMarketPin[]): void {
  writeStorage(storageKeys.multiMarkets, JSON.stringify(pins));
  for (const listener of listeners) listener();
}

export function togglePin(pin: MultiMarketPin): PinChange {
  const pins = readPins();
  if (pins.some((other) => other.marketId === pin.marketId)) {
    writePins(pins.filter((other) => other.marketId !== pin.marketId));
    return 'removed';
  }
  if (pins.length >= MULTI_MARKETS_MAX) return 'full';
  writePins([...pins, pin]);
  return 'added';
}

export function removePin(marketId: string): void {
  writePins(readPins().filter((pin) => pin.marketId !== marketId));
}

function subscribe(listener: () => void): () => void {
  return subscribeToStoredKey(listeners, storageKeys.multiMarkets, listener);
}

export function useMultiMarketPins(): MultiMarketPin[] {
  return useSyncExternalStore(subscribe, readPins, readPins);
}
