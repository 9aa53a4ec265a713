/**
 * A small round-robin HTTP load balancer (node:http) standing in front of the server instances in
 * the several-instances test, doing what a production balancer must do for this app:
 *
 * - each request goes to the next instance in turn, with no stickiness: any instance can serve
 *   any player, so none is needed;
 * - responses are streamed through as they come (no buffering), so Server-Sent Events reach the
 *   client the moment an instance writes them, and no timeout cuts a long-lived stream;
 * - the client's address is appended to X-Forwarded-For (servers run with TRUST_PROXY=1 and read
 *   the last hop), so per-IP limits see the player, and a client cannot pick its own address by
 *   sending the header itself;
 * - an instance that refuses connections (stopped, killed) is skipped for a while and the request
 *   goes to the next one. Only a refused connection is retried: the instance never saw that
 *   request, whereas one that failed later may have moved money and is not sent twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request body larger than this is refused; the app's own limit is far below it. */
const REQUEST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
/** How long an instance that refused a connection is left out of the rotation. */
const DOWN_FOR_MS = 2000;

/** Per connection, not forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface BalancerTarget {
  /** The instance's origin, e.g. http://127.0.0.1:4401. */
  url: string;
  /** Requests it has been sent (answered or not). */
  requests: number;
  downUntilMs: number;
}

export interface RoundRobinBalancer {
  url: string;
  targets: readonly BalancerTarget[];
  close(): Promise<void>;
}

export async function startRoundRobinBalancer(options: {
  host?: string;
  port: number;
  targets: string[];
}): Promise<RoundRobinBalancer> {
  const targets: BalancerTarget[] = options.targets.map((url) => ({
    url,
    requests: 0,
    downUntilMs: 0,
  }));
  const agent = new http.Agent({ keepAlive: true });
  let nextIndex = 0;

  /** The instances to try for one request: the next in turn first, those marked down last. */
  function rotation(): BalancerTarget[] {
    const start = nextIndex;
    nextIndex = (nextIndex + 1) % targets.length;
    const ordered = targets.map((_, offset) => targets[(start + offset) % targets.length]!);
    const now = Date.now();
    return [
      ...ordered.filter((target) => target.downUntilMs <= now),
      ...ordered.filter((target) => target.downUntilMs > now),
    ];
  }

  const server = http.createServer((request, response) => {
    void readBody(request).then(
      (body) => {
        if (body === undefined) {
          response.writeHead(413, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'Request body too large.' }));
          return;
        }
        forward(request, response, body, rotation());
      },
      () => response.destroy(),
    );
  });
  // A Server-Sent Events stream is one request that never ends: no time limit may cut it.
  server.requestTimeout = 0;
  server.timeout = 0;
  server.keepAliveTimeout = 65_000;

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    candidates: BalancerTarget[],
  ): void {
    const target = candidates[0];
    if (!target) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'No server instance is reachable.' }));
      return;
    }
    target.requests += 1;
    const upstream = http.request(new URL(request.url ?? '/', target.url), {
      method: request.method,
      headers: forwardedHeaders(request, body.length),
      agent,
    });
    upstream.on('response', (answer) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      // Headers out now: an event stream's first bytes may be a while coming. Each chunk is
      // then written as it arrives (pipe buffers nothing beyond the socket's own backpressure).
      response.flushHeaders();
      answer.pipe(response);
      // The instance went away mid-answer (killed, say): the client's connection ends too, so a
      // stream's client reconnects (through here, to an instance that answers).
      answer.on('close', () => {
        if (!answer.complete) response.destroy();
      });
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!response.headersSent && isNeverReceived(error, upstream, request.method)) {
        if (error.code === 'ECONNREFUSED') target.downUntilMs = Date.now() + DOWN_FOR_MS;
        forward(request, response, body, candidates.slice(1));
        return;
      }
      if (response.headersSent) response.destroy();
      else {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'The server instance failed to answer.' }));
      }
    });
    // The client hung up (a closed tab): the instance's stream or request ends with it.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    targets,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/**
 * A refused connection never reached the instance. A kept-alive connection the instance closed
 * just as it was reused (the instance was stopped) may have, so only a read is sent again then.
 */
function isNeverReceived(
  error: NodeJS.ErrnoException,
  upstream: http.ClientRequest,
  method: string | undefined,
): boolean {
  if (error.code === 'ECONNREFUSED') return true;
  return (
    error.code === 'ECONNRESET' && upstream.reusedSocket && (method === 'GET' || method === 'HEAD')
  );
}

function forwardedHeaders(
  request: http.IncomingMessage,
  bodyLength: number,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  // The body is sent whole, so its length replaces any chunked framing the client used.
  if (bodyLength > 0 || request.headers['content-length'] !== undefined) {
    headers['content-length'] = String(bodyLength);
  }
  return headers;
}

/** The whole request body, or undefined past the limit. */
async function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    length += buffer.length;
    if (length > REQUEST_BODY_LIMIT_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
