/**
 * Every upload stops while the disk it writes to is below UPLOAD_MIN_FREE_DISK_MB: a 503 with the
 * paused message and nothing written; the same upload goes through once there is room again.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { uploadMessages } from '@khela/contract';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { readFreeDiskBytes } from './free-space.js';
import { refusalBody } from '../../testing/refusal.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

const harness = testAppPerFile({ seedDemoData: true });

function filesUnder(directory: string): number {
  if (!fs.existsSync(directory)) return 0;
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}

it('refuses every upload with a 503 below the floor and takes it again above', async () => {
  const player = await signUpAndLogIn(harness.app);
  const content = await signInOperator(harness, 'content');
  const db = harness.context.db;
  const promotion = await db.selectFrom('promotions').select('id').executeTakeFirstOrThrow();
  const game = await db.selectFrom('games').select('id').executeTakeFirstOrThrow();
  const { storageDir, privateDir, uploads } = harness.context.config;
  const routes = [
    { method: 'POST' as const, url: '/api/deposit-receipt', token: player.token, dir: privateDir },
    {
      method: 'POST' as const,
      url: '/admin-api/site/images',
      token: content.token,
      dir: storageDir,
    },
    {
      method: 'POST' as const,
      url: `/admin-api/promotions/${promotion.id}/image`,
      token: content.token,
      dir: storageDir,
    },
    {
      method: 'PUT' as const,
      url: `/admin-api/catalogue/games/${game.id}/thumbnail`,
      token: content.token,
      dir: storageDir,
    },
  ];
  const send = (route: (typeof routes)[number]) =>
    harness.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...bearer(route.token), 'content-type': 'image/png' },
      payload: PNG,
    });

  let free = uploads.minFreeDiskBytes - 1;
  const asked = new Set<string>();
  harness.context.freeDiskBytes = (directory) => {
    asked.add(directory);
    return Promise.resolve(free);
  };
  try {
    const filesBefore = filesUnder(storageDir) + filesUnder(privateDir);
    for (const route of routes) {
      const answer = await send(route);
      expect(answer.statusCode, route.url).toBe(503);
      expect(answer.json(), route.url).toEqual(refusalBody(uploadMessages.paused));
    }
    expect(filesUnder(storageDir) + filesUnder(privateDir)).toBe(filesBefore);
    expect([...asked].sort()).toEqual([privateDir, storageDir].sort());

    free = uploads.minFreeDiskBytes;
    for (const route of routes) expect((await send(route)).statusCode, route.url).toBe(200);
  } finally {
    harness.context.freeDiskBytes = readFreeDiskBytes;
  }
});
