/**
 * A load process for the money paths: closed loops ("lanes") that each send their next call as
 * soon as the last is answered, over one keep-alive connection per lane (an undici Pool: far less
 * CPU per call than fetch, so the load does not take the server's core). A bets lane is a pair of
 * players backing then laying the same runner at 2.0, and the lay must come back fully matched; a
 * spins lane is one player spinning Slots through the seamless wallet.
 *
 * Prints `LOAD_READY <pid>` once started. Each stdin line `run {LoadRun}` runs one load: its lanes
 * start at once (a warm-up until measureFrom), the calls answered between measureFrom and
 * measureUntil are counted with their latencies, and at measureUntil the lanes stop and the
 * process prints `LOAD_REPORT {LoadReport}`. The first failed call stops every lane and is
 * reported. The process stays for the next run (starting one costs seconds on a busy machine).
 *
 * Run by money-load.ts.
 */
import readline from 'node:readline';
import { Pool } from 'undici';
import type { BetLane, LoadReport, LoadRun, SpinLane } from './money-load-request.js';

const now = () => performance.timeOrigin + performance.now();

interface BetAnswer {
  bet: { status: string; matched: number };
}

async function runLoad(run: LoadRun): Promise<LoadReport> {
  const pool = new Pool(run.url, { connections: run.lanes.length, pipelining: 1 });
  const latencies: number[] = [];
  let keys = 0;
  let failure: string | undefined;
  const going = () => failure === undefined && now() < run.measureUntil;

  /** One POST; answers the parsed body, or throws with the answer when it is not a 200. */
  const post = async (path: string, token: string, body: string): Promise<unknown> => {
    keys += 1;
    const sent = now();
    const answer = await pool.request({
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `${run.keyPrefix}-${keys}`,
      },
      body,
    });
    const text = await answer.body.text();
    const answered = now();
    if (answer.statusCode !== 200)
      throw new Error(`${path} answered ${answer.statusCode}: ${text}`);
    if (answered >= run.measureFrom && answered < run.measureUntil) {
      latencies.push(answered - sent);
    }
    return JSON.parse(text);
  };

  const betLane = async (lane: BetLane) => {
    const order = (side: 'back' | 'lay') =>
      JSON.stringify({
        market_id: lane.marketId,
        selection_id: lane.selectionId,
        side,
        odds: 2,
        stake: lane.stake,
      });
    const back = order('back');
    const lay = order('lay');
    while (going()) {
      await post('/api/exchange/bets', lane.backToken, back);
      // The lay follows its own pair's answered back, so a back always rests for it to meet.
      const answer = (await post('/api/exchange/bets', lane.layToken, lay)) as BetAnswer;
      if (answer.bet.status !== 'matched' || answer.bet.matched !== lane.stake) {
        throw new Error(`a lay was not fully matched: ${JSON.stringify(answer.bet)}`);
      }
    }
  };

  const spinLane = async (lane: SpinLane) => {
    // A Slots spin, or a Dice roll under 49.50 (the instant games' one path).
    const [path, spin] =
      lane.game === 'slots'
        ? ['/api/house/slots/spin', JSON.stringify({ stake: lane.stake })]
        : [
            '/api/house/dice/play',
            JSON.stringify({ stake: lane.stake, side: 'under', target: 49.5 }),
          ];
    while (going()) {
      const answer = (await post(path, lane.gameToken, spin)) as {
        bet?: { stake?: number };
      };
      if (answer.bet?.stake !== lane.stake) {
        throw new Error(`a spin answered another stake: ${JSON.stringify(answer)}`);
      }
    }
  };

  await Promise.all(
    run.lanes.map((lane) =>
      (lane.kind === 'bets' ? betLane(lane) : spinLane(lane)).catch((error: unknown) => {
        failure ??= error instanceof Error ? error.message : String(error);
      }),
    ),
  );
  await pool.close();
  return {
    calls: latencies.length,
    // Hundredths of a millisecond are plenty, and keep the line short.
    latencies: latencies.map((latency) => Math.round(latency * 100) / 100),
    failure,
  };
}

process.stdout.write(`LOAD_READY ${process.pid}\n`);
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.startsWith('run ')) continue;
  const report = await runLoad(JSON.parse(line.slice('run '.length)) as LoadRun);
  process.stdout.write(`LOAD_REPORT ${JSON.stringify(report)}\n`);
}
