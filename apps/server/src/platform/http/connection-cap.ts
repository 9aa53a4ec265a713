/**
 * At most `max` open connections per client address, so one address cannot hold the server by
 * opening sockets and never finishing their requests. The address is the socket's: at connect
 * time nothing else is known, and it is the only one a client cannot choose. A peer trusted as a
 * proxy (TRUST_PROXY) carries many clients over its sockets, so its connections are not counted;
 * the proxy caps each client itself (deploy/nginx.conf, `limit_conn`).
 *
 * A connection over the cap is accepted, answered 429 on its first request before any handler
 * runs (so nothing it asks for happens), and closed; one that sends nothing is dropped after a
 * few seconds. Rules: docs/decisions.md, Connections, uploads and redirect targets.
 */
import net, { type Socket } from 'node:net';
import { generalMessages } from '@khela/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { errorBody } from '../errors/error-handler.js';

export const tooManyConnectionsMessage = generalMessages.tooManyConnections;
/** How long a refused connection may wait to send its request and read the answer. */
const REFUSED_CONNECTION_GRACE_MS = 5000;
const RETRY_AFTER_SECONDS = 5;

/** The ranges proxy-addr (Fastify's TRUST_PROXY reader) knows by name. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) is the IPv4 address it wraps. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function addToBlockList(list: net.BlockList, entry: string): void {
  const [base = '', prefix] = entry.split('/');
  const family = net.isIPv6(base) ? 'ipv6' : 'ipv4';
  if (!net.isIP(base)) throw new Error(`TRUST_PROXY: ${entry} is not an address or CIDR`);
  if (prefix === undefined) list.addAddress(base, family);
  else list.addSubnet(base, Number(prefix), family);
}

/** Whether a socket's peer is a proxy TRUST_PROXY trusts (the nearest hop, for a hop count). */
export function trustedProxyPeer(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const list = new net.BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    for (const range of namedRanges[entry] ?? [entry]) addToBlockList(list, range);
  }
  return (address) => list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export function capConnectionsPerAddress(
  app: FastifyInstance,
  options: { max: number; trustProxy: Config['trustProxy'] },
): void {
  const isProxy = trustedProxyPeer(options.trustProxy);
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();

  // Before the HTTP server's own listener, so the mark is there when the first request is parsed.
  app.server.prependListener('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return;
    const address = plainAddress(socket.remoteAddress);
    if (isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.max) {
      refused.add(socket);
      socket.setTimeout(REFUSED_CONNECTION_GRACE_MS, () => socket.destroy());
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  // Callback style: this runs on every request, and an async hook would cost each one a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!refused.has(request.raw.socket)) {
      done();
      return;
    }
    void reply
      .status(429)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody(tooManyConnectionsMessage, 'rate_limited'));
  });
}
