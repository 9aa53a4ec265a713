/**
 * Many viewers of one event's live odds in one process: opens `streams` Server-Sent Event streams
 * (raw node:http, one socket each), prints `VIEWERS_OPEN n` once every stream has said `ready`,
 * and records, for each `exchange.update` picture, how long after the server built it (its
 * `clock`) it arrived. On a line `report` on stdin it prints `VIEWERS_REPORT {json}` and exits.
 *
 * Run by live-odds.bench.ts; the request is a JSON file named by the first argument.
 */
import fs from 'node:fs';
import http from 'node:http';
import readline from 'node:readline';

interface ViewersRequest {
  url: string;
  eventId: string;
  tokens: string[];
}

const OPENING_AT_ONCE = 100;
const request = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as ViewersRequest;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/** Latency (ms) of each delivery, by the picture's clock. */
const deliveries = new Map<number, number[]>();
let failures = 0;
let firstFailure = '';

function openStream(token: string): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = http.get(`${request.url}/api/exchange/stream/${request.eventId}`, {
      agent,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    outgoing.on('error', (error) => {
      failures += 1;
      firstFailure ||= error.message;
      resolve();
    });
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        failures += 1;
        firstFailure ||= `status ${response.statusCode}`;
        response.resume();
        resolve();
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        const arrived = Date.now();
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          if (frame.startsWith('event: ready') || frame.includes('\nevent: ready')) resolve();
          const clock = /"clock":(\d+)/.exec(frame);
          if (clock && frame.includes('event: exchange.update')) {
            const at = Number(clock[1]);
            const list = deliveries.get(at) ?? [];
            list.push(arrived - at);
            deliveries.set(at, list);
          }
        }
      });
    });
  });
}

let next = 0;
await Promise.all(
  Array.from({ length: OPENING_AT_ONCE }, async () => {
    while (next < request.tokens.length) {
      const token = request.tokens[next]!;
      next += 1;
      await openStream(token);
    }
  }),
);
process.stdout.write(`VIEWERS_OPEN ${request.tokens.length - failures}\n`);

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() !== 'report') continue;
  const report = { failures, firstFailure, deliveries: Object.fromEntries(deliveries) };
  // Exit once the pipe has taken the whole line (it is large).
  process.stdout.write(`VIEWERS_REPORT ${JSON.stringify(report)}\n`, () => process.exit(0));
}
