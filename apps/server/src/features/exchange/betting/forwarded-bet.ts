/**
 * A bet sent by one instance to the instance that owns its market (docs/decisions.md, "Who
 * matches a market's bets"): the wire format both sides share, and the sending side, over
 * keep-alive HTTP, which cancels and the market maker's quotes take too (forwarded-changes.ts).
 * The answer says how it went, and above all whether the call may have run: refused at connect
 * (the owner is gone) it never reached anyone; cut off after it was sent, the owner may or may not
 * have committed it.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { errorCodes, paisa, type ErrorCode } from '@khela/contract';
import { z } from 'zod';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { KeyClaim } from '../../../platform/idempotency/idempotency.js';
import type { BetOutcome, BetTicket } from './live-market.js';

export const INSTANCE_SECRET_HEADER = 'x-instance-secret';
/** Outside /api: only instances call it. */
export const FORWARDED_BET_ROUTE = '/internal/exchange/markets/:marketId/bets';

export function forwardedBetPath(marketId: string): string {
  return ownerPath(marketId, 'bets');
}

/** Where the owner of a market takes one kind of forwarded call (`bets`, `cancels`, `quotes`). */
export function ownerPath(marketId: string, kind: string): string {
  return `/internal/exchange/markets/${encodeURIComponent(marketId)}/${kind}`;
}

/** An in-play bet waits its delay at the owner; the whole call may take that long and more. */
const FORWARD_TIMEOUT_MS = 60_000;
/** Connections kept open to each owner; a batch takes whatever has arrived, so a few suffice. */
const SOCKETS_PER_OWNER_MAX = 64;

/** A stake as it crosses between instances: whole paisa, branded where it is read. */
export const stakePaisaSchema = z.number().int().positive().transform(paisa);

/** A ticket as it crosses: what `BetTicket` holds but the wait, which is the owner's own timer. */
export const forwardedTicketSchema = z.object({
  userId: z.number().int().positive(),
  selectionId: z.number().int(),
  side: z.enum(['back', 'lay']),
  priceHundredths: z.number().int().positive(),
  stakePaisa: stakePaisaSchema,
  claim: z
    .object({
      scope: z.string().min(1),
      key: z.string().min(1),
      hash: z.string().min(1),
      status: z.number().int(),
    })
    .nullable(),
});
export type ForwardedTicket = z.infer<typeof forwardedTicketSchema>;

export function forwardedTicketOf(ticket: BetTicket): ForwardedTicket {
  return {
    userId: ticket.userId,
    selectionId: ticket.selectionId,
    side: ticket.side,
    priceHundredths: ticket.priceHundredths,
    stakePaisa: ticket.stakePaisa,
    claim: ticket.claim ?? null,
  };
}

export function claimOf(ticket: ForwardedTicket): KeyClaim | undefined {
  return ticket.claim ?? undefined;
}

/** A refusal as it crosses, so the sender throws the same DomainError the owner threw. */
const refusalSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  status: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  extra: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
});
type Refusal = z.infer<typeof refusalSchema>;

export function refusalOf(error: DomainError): Refusal {
  return {
    code: error.code,
    message: error.message,
    status: error.status,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.headers ? { headers: error.headers } : {}),
    ...(error.extra ? { extra: error.extra } : {}),
  };
}

function domainErrorOf(refusal: Refusal): DomainError {
  return new DomainError(refusal.code satisfies ErrorCode, refusal.message, {
    ...(refusal.errors ? { errors: refusal.errors } : {}),
    ...(refusal.headers ? { headers: refusal.headers } : {}),
    ...(refusal.extra ? { extra: refusal.extra } : {}),
  });
}

/** The owner's answer: 200 with one of these; 409 `{not_owner: true}` when it holds no lease. */
export type OwnerAnswer<Outcome = BetOutcome> = { outcome: Outcome } | { refused: Refusal };
export const NOT_OWNER_ANSWER = { not_owner: true } as const;

export type ForwardResult<Outcome = BetOutcome> =
  | { kind: 'answered'; outcome: Outcome }
  | { kind: 'refused'; error: DomainError }
  /** The instance did not take it (no lease, or shutting down): look again. Nothing ran. */
  | { kind: 'not_owner' }
  /** Never reached the instance (refused at connect): nothing ran. */
  | { kind: 'unreachable'; error: Error }
  /** Sent, then cut off before an answer: the call may or may not have been committed. */
  | { kind: 'lost'; error: Error }
  /** The instance answered something else (its own 500, a secret it does not share). */
  | { kind: 'failed'; status: number; body: string };

/** Constant-time comparison of the header with the secret (hashed first: equal lengths). */
export function secretMatches(header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header), digest(secret));
}

/** Keep-alive connections to the other instances, one pool per owner address. */
export class BetForwarder {
  private readonly httpAgent = new http.Agent({
    keepAlive: true,
    maxSockets: SOCKETS_PER_OWNER_MAX,
    timeout: FORWARD_TIMEOUT_MS,
  });
  private readonly httpsAgent = new https.Agent({
    keepAlive: true,
    maxSockets: SOCKETS_PER_OWNER_MAX,
    timeout: FORWARD_TIMEOUT_MS,
  });

  constructor(private readonly secret: string) {}

  forward(address: string, marketId: string, ticket: ForwardedTicket): Promise<ForwardResult> {
    return this.send(address, forwardedBetPath(marketId), ticket, isBetOutcome);
  }

  /**
   * Posts one call to the owner at `address` and reads its answer, whose outcome `isOutcome`
   * recognises; a call that takes no in-play delay passes a shorter `timeoutMs`.
   */
  send<Outcome>(
    address: string,
    path: string,
    body: unknown,
    isOutcome: (value: unknown) => value is Outcome,
    timeoutMs = FORWARD_TIMEOUT_MS,
  ): Promise<ForwardResult<Outcome>> {
    const url = new URL(path, address);
    const payload = JSON.stringify(body);
    const secure = url.protocol === 'https:';
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: ForwardResult<Outcome>) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      // Whether the request may have reached the owner: from the moment a connection is open.
      let connected = false;
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: secure ? this.httpsAgent : this.httpAgent,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          [INSTANCE_SECRET_HEADER]: this.secret,
        },
      });
      request.once('socket', (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      request.once('timeout', () => request.destroy(new Error('the owner did not answer in time')));
      request.once('error', (error) =>
        settle(connected ? { kind: 'lost', error } : { kind: 'unreachable', error }),
      );
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', (error) => settle({ kind: 'lost', error }));
        response.once('close', () => {
          if (!response.complete) {
            settle({
              kind: 'lost',
              error: new Error('the owner closed the connection mid-answer'),
            });
          }
        });
        response.once('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          settle(resultOfAnswer(response.statusCode ?? 0, body, isOutcome));
        });
      });
      request.end(payload);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

function resultOfAnswer<Outcome>(
  status: number,
  body: string,
  isOutcome: (value: unknown) => value is Outcome,
): ForwardResult<Outcome> {
  // Fastify answers 503 to a request that arrives while the instance shuts down: not run.
  if (status === 503) return { kind: 'not_owner' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'failed', status, body };
  }
  if (status === 409 && isNotOwnerAnswer(parsed)) return { kind: 'not_owner' };
  if (status !== 200 || typeof parsed !== 'object' || parsed === null) {
    return { kind: 'failed', status, body };
  }
  if ('outcome' in parsed && isOutcome(parsed.outcome)) {
    return { kind: 'answered', outcome: parsed.outcome };
  }
  if ('refused' in parsed) {
    const refusal = refusalSchema.safeParse(parsed.refused);
    if (refusal.success) return { kind: 'refused', error: domainErrorOf(refusal.data) };
  }
  return { kind: 'failed', status, body };
}

/** A bet's outcome's shape (the owner runs this same code; its answer is trusted past this). */
function isBetOutcome(value: unknown): value is BetOutcome {
  if (typeof value !== 'object' || value === null || !('won' in value)) return false;
  return value.won === true ? 'answer' in value : 'stored' in value;
}

function isNotOwnerAnswer(parsed: unknown): boolean {
  return typeof parsed === 'object' && parsed !== null && 'not_owner' in parsed;
}
