// Proves the verify page against a stand-in server, with bets built by the package functions the
// server plays with: a Slots spin and a Mines game recompute to what was recorded, a wrong seed is
// flagged, a hidden seed is revealed by changing seeds, a bad client seed is never sent, and a
// Crash round the launch may not read leaves the form to fill by hand.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HouseBet, HouseFairness, HouseSessionResponse } from '@khela/contract';
import { casinoMessages, houseMessages, paisa, paisaToTaka } from '@khela/contract';
import {
  crashPointFromRoundSeed,
  hashServerSeed,
  minesFromSeeds,
  sha256Hex,
  slotsSpinFromSeeds,
} from '@khela/house-games';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { slotsRecordOf } from '../slots/slots-bet-fixture';
import { VerifyScreen } from './verify-screen';

const SERVER_SEED = '5d1f0e2a9c4b7386d1e0f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7';
const CLIENT_SEED = 'lucky-7';
const HASH = hashServerSeed(SERVER_SEED);

const fairness: HouseFairness = {
  server_seed_hash: hashServerSeed('1'.repeat(64)),
  client_seed: 'fresh',
  nonce: 0,
  previous: {
    server_seed: SERVER_SEED,
    server_seed_hash: HASH,
    client_seed: CLIENT_SEED,
    nonce: 6,
  },
};

const session: HouseSessionResponse = {
  username: 'rahim01',
  currency: 'BDT',
  balance: 100,
  game: 'mines',
  fairness,
  stake_limits: { min: 1, max: 10_000 },
};

function seedsOf(nonce: number, revealed = true): HouseBet['seeds'] {
  return {
    server_seed_hash: HASH,
    server_seed: revealed ? SERVER_SEED : null,
    client_seed: CLIENT_SEED,
    nonce,
  };
}

function slotsBet(): HouseBet {
  const spin = slotsSpinFromSeeds(
    { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 4 },
    paisa(200),
  );
  return {
    id: 11,
    game: 'slots',
    status: spin.payoutPaisa > 0 ? 'won' : 'lost',
    stake: 2,
    payout: paisaToTaka(spin.payoutPaisa),
    created_at: '2026-11-23T10:00:00.000Z',
    seeds: seedsOf(4),
    slots: slotsRecordOf(spin),
    mines_game: null,
    instant: null,
    stepped: null,
  };
}

const MINE_TILES = minesFromSeeds(
  { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 5 },
  3,
);

function minesBet(revealed = true): HouseBet {
  return {
    id: 12,
    game: 'mines',
    status: 'lost',
    stake: 10,
    payout: 0,
    created_at: '2026-11-23T10:05:00.000Z',
    seeds: seedsOf(5, revealed),
    slots: null,
    mines_game: {
      mines: 3,
      picks: [MINE_TILES[0] ?? 0],
      mine_tiles: MINE_TILES,
      multiplier: 1,
      next_multiplier: null,
    },
    instant: null,
    stepped: null,
  };
}

function renderVerify(address = '/house/verify', handlers: Record<string, MockHandler> = {}) {
  window.history.replaceState(null, '', address);
  const mock = mockFetch({
    'GET /api/house/fairness': { body: fairness },
    'GET /api/house/bets': { body: { data: [minesBet(), slotsBet()] } },
    'GET /api/house/bets/12': { body: minesBet() },
    'GET /api/house/session': { body: session },
    ...handlers,
  });
  render(
    <HouseLanguageProvider language="en">
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        <VerifyScreen />
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return mock;
}

const result = () => screen.getByTestId('verify-result');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('verify page', () => {
  it('shows the seeds and recomputes a Slots bet to the recorded window and wins', async () => {
    renderVerify();
    const active = await screen.findByTestId('active-seeds');
    expect(screen.getByRole('link', { name: 'Back to Mines' }).getAttribute('href')).toBe(
      '/house/mines',
    );
    expect(active.textContent).toContain(fairness.server_seed_hash);
    expect(screen.getByTestId('previous-seeds').textContent).toContain(SERVER_SEED);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify bet #11' }));
    expect(screen.getByRole('heading', { name: 'Verify bet #11' })).toBeTruthy();
    expect(screen.getByTestId('verify-hash').textContent).toBe(
      'SHA-256(server seed) equals the published hash.',
    );
    expect(screen.getByTestId('verify-record').textContent).toBe(
      'It matches what the server recorded for this bet.',
    );
    const bet = slotsBet();
    const cells = within(screen.getByTestId('verify-reels')).getAllByRole('cell');
    expect(cells.map((cell) => cell.className.replace(/.*verify-symbol--/, ''))).toEqual(
      // Row by row, as the table reads.
      [0, 1, 2].flatMap((row) => bet.slots?.reels.map((reel) => reel[row]) ?? []),
    );
  });

  it('opens ?bet= directly, shows the mines, and flags a wrong server seed', async () => {
    renderVerify('/house/verify?bet=12');
    const tiles = await screen.findByTestId('verify-mine-tiles');
    expect(tiles.textContent).toContain(MINE_TILES.map((tile) => tile + 1).join(', '));
    expect(screen.getByTestId('verify-record').textContent).toContain('matches');
    const marked = within(screen.getByRole('list', { name: 'Mine positions' })).getAllByRole(
      'listitem',
      { name: /, mine$/ },
    );
    expect(marked).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: '2'.repeat(64) } });
    expect(screen.getByTestId('verify-hash').textContent).toBe(
      'SHA-256(server seed) does NOT equal the published hash.',
    );
    expect(screen.getByTestId('verify-record').textContent).toBe(
      'It does NOT match what the server recorded for this bet.',
    );
  });

  it('reveals a hidden seed by changing seeds, then verifies the bet', async () => {
    let revealed = false;
    const { requests } = renderVerify('/house/verify?bet=12', {
      'GET /api/house/bets/12': () => ({ body: minesBet(revealed) }),
      'POST /api/house/fairness/rotate': () => {
        revealed = true;
        return { body: fairness };
      },
    });
    const notice = await screen.findByTestId('seed-hidden');
    expect(screen.queryByTestId('verify-result')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Change seeds' }));
    await waitFor(() =>
      expect(screen.getByTestId('verify-record').textContent).toContain('matches'),
    );
    expect(screen.queryByTestId('seed-hidden')).toBeNull();
    expect(result().textContent).toContain('equals the published hash');
    const rotate = requests.find((request) => request.url.pathname.endsWith('/rotate'));
    expect(rotate?.body).toEqual({});
  });

  it('keeps the bets’ Verify buttons shut while the seeds change and until the list read after it arrives', async () => {
    let revealed = false;
    let answerRotate: (() => void) | undefined;
    let answerBets: (() => void) | undefined;
    renderVerify('/house/verify', {
      'GET /api/house/bets': () =>
        revealed
          ? new Promise((resolve) => {
              answerBets = () => resolve({ body: { data: [minesBet(true)] } });
            })
          : { body: { data: [minesBet(false)] } },
      'POST /api/house/fairness/rotate': () =>
        new Promise((resolve) => {
          answerRotate = () => {
            revealed = true;
            resolve({ body: fairness });
          };
        }),
    });
    const verifyButton = () => screen.getByRole('button', { name: 'Verify bet #12' });
    await screen.findByRole('button', { name: 'Verify bet #12' });
    expect(verifyButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Change seeds' })[0] as HTMLElement);
    // The list on show still hides the seed: verifying from it now would leave the form short.
    await waitFor(() => expect(answerRotate).toBeDefined());
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    answerRotate?.();
    await waitFor(() => expect(answerBets).toBeDefined());
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    answerBets?.();
    await waitFor(() => expect(verifyButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(verifyButton());
    await waitFor(() =>
      expect(screen.getByTestId('verify-record').textContent).toContain('matches'),
    );
    expect(result().textContent).toContain('equals the published hash');
  });

  it('sends a new client seed only when it is valid, and words a refusal', async () => {
    const { requests } = renderVerify('/house/verify', {
      'POST /api/house/fairness/rotate': {
        status: 409,
        body: { code: 'house.rotateWhileInPlay', message: houseMessages.rotateWhileInPlay },
      },
    });
    await screen.findByTestId('active-seeds');
    const field = screen.getByLabelText('New client seed (optional)');
    fireEvent.change(field, { target: { value: 'has space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change seeds' }));
    expect(screen.getByText(/A client seed is 1 to 64/)).toBeTruthy();
    expect(requests.some((request) => request.url.pathname.endsWith('/rotate'))).toBe(false);
    fireEvent.change(field, { target: { value: 'my-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change seeds' }));
    expect((await screen.findByRole('alert')).textContent).toBe(houseMessages.rotateWhileInPlay);
    expect(requests.find((request) => request.url.pathname.endsWith('/rotate'))?.body).toEqual({
      client_seed: 'my-seed',
    });
  });

  it('starts on the game the address names, and keeps the lobby on the way back', async () => {
    renderVerify('/house/verify?game=crash&lobby=%2Fgames%3Ftype%3DARCADE');
    expect(await screen.findByLabelText('Round seed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crash' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Back to Mines' }).getAttribute('href')).toBe(
      '/house/mines?lobby=%2Fgames%3Ftype%3DARCADE',
    );
  });

  it('keeps the Crash form when the round is refused, and verifies a round typed by hand', async () => {
    renderVerify('/house/verify?round=5', {
      'GET /api/house/crash/rounds/5': {
        status: 403,
        body: { code: 'house.wrongGame', message: houseMessages.wrongGame },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(houseMessages.wrongGame);
    const roundSeed = '9'.repeat(64);
    const before = sha256Hex(roundSeed);
    fireEvent.change(screen.getByLabelText('Round seed'), { target: { value: roundSeed } });
    fireEvent.change(screen.getByLabelText('Salt'), { target: { value: 'c0ffee' } });
    fireEvent.change(screen.getByLabelText('Chain commitment or a neighbouring round’s seed'), {
      target: { value: before },
    });
    const point = (crashPointFromRoundSeed(roundSeed, 'c0ffee') / 100).toFixed(2);
    expect(screen.getByTestId('verify-crash-point').textContent).toBe(`Crash point ${point}×`);
    expect(screen.getByTestId('verify-chain').textContent).toContain('the round before this one');
    // Two hashes from this seed reach a commitment when the round is the second of its chain.
    fireEvent.change(screen.getByLabelText('Chain commitment or a neighbouring round’s seed'), {
      target: { value: sha256Hex(before) },
    });
    fireEvent.change(screen.getByLabelText('Round index (optional)'), { target: { value: '1' } });
    expect(screen.getByTestId('verify-chain').textContent).toContain('after 2 SHA-256 hashes');
  });

  it('says so when the launch has ended', async () => {
    renderVerify('/house/verify', {
      'GET /api/house/fairness': {
        status: 401,
        body: { code: 'casino.sessionExpired', message: casinoMessages.sessionExpired },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your seeds could not be loaded.',
    );
  });
});
