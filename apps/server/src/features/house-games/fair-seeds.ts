/**
 * Each player's provably fair seed pair for Slots and Mines: the server seed is made with
 * node:crypto and only its SHA-256 is shown until the player rotates the pair; the client seed is
 * the player's to choose; the nonce counts the bets made with the pair. Rotating reveals the old
 * server seed, so every bet made with it can be recomputed.
 */
import { randomBytes } from 'node:crypto';
import { houseMessages, type HouseFairness } from '@khela/contract';
import { hashServerSeed, SERVER_SEED_BYTES, type FairSeeds } from '@khela/house-games';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  findActiveSeed,
  findLastRevealedSeed,
  hasGameInPlay,
  insertActiveSeedIfMissing,
  revealActiveSeed,
  takeNonce,
} from './queries.js';
import type { HouseFairSeedRow } from './tables.js';

const CLIENT_SEED_BYTES = 8;

export function newServerSeed(): { server_seed: string; server_seed_hash: string } {
  const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
  return { server_seed: serverSeed, server_seed_hash: hashServerSeed(serverSeed) };
}

function newClientSeed(): string {
  return randomBytes(CLIENT_SEED_BYTES).toString('hex');
}

async function ensureActiveSeed(executor: Executor, userId: number): Promise<void> {
  if (await findActiveSeed(executor, userId)) return;
  await insertActiveSeedIfMissing(executor, {
    user_id: userId,
    ...newServerSeed(),
    client_seed: newClientSeed(),
    created_at: isoNow(),
  });
}

/** The seeds of the player's next bet; its nonce is taken, so no other bet gets it. */
export async function takeBetSeeds(
  trx: Transaction<Database>,
  userId: number,
): Promise<{ seed: HouseFairSeedRow; seeds: FairSeeds }> {
  let taken = await takeNonce(trx, userId);
  if (!taken) {
    await ensureActiveSeed(trx, userId);
    taken = await takeNonce(trx, userId);
  }
  if (!taken) throw new Error(`no active seed pair for player ${userId}`);
  return {
    seed: taken,
    seeds: {
      serverSeed: taken.server_seed,
      clientSeed: taken.client_seed,
      nonce: taken.nonce - 1,
    },
  };
}

/** What the fairness panel shows: the active pair's commitment and the last revealed pair. */
export async function fairnessOf(executor: Executor, userId: number): Promise<HouseFairness> {
  await ensureActiveSeed(executor, userId);
  const active = await findActiveSeed(executor, userId);
  if (!active) throw new Error(`no active seed pair for player ${userId}`);
  const previous = await findLastRevealedSeed(executor, userId);
  return {
    server_seed_hash: active.server_seed_hash,
    client_seed: active.client_seed,
    nonce: active.nonce,
    previous: previous
      ? {
          server_seed: previous.server_seed,
          server_seed_hash: previous.server_seed_hash,
          client_seed: previous.client_seed,
          nonce: previous.nonce,
        }
      : null,
  };
}

/**
 * Reveals the active server seed and starts a new pair with the given (or a random) client seed.
 * Refused while a Mines game is in play: its mines come from the active seed.
 */
export async function rotateSeeds(
  trx: Transaction<Database>,
  userId: number,
  clientSeed: string | undefined,
): Promise<void> {
  await ensureActiveSeed(trx, userId);
  // Revealing first locks the pair, so a bet taking a nonce waits for this to finish.
  const revealed = await revealActiveSeed(trx, userId, isoNow());
  if (!revealed) throw new Error(`no active seed pair for player ${userId}`);
  if (await hasGameInPlay(trx, userId)) {
    throw new DomainError('conflict', houseMessages.rotateWhileInPlay);
  }
  await insertActiveSeedIfMissing(trx, {
    user_id: userId,
    ...newServerSeed(),
    client_seed: clientSeed ?? newClientSeed(),
    created_at: isoNow(),
  });
}
