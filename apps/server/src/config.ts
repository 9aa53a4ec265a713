/**
 * Environment → validated configuration. Every knob has a default that runs on a developer's
 * machine; a bad value stops the server at start with a message naming the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createOperatorRequestSchema } from '@khela/contract';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = path.resolve(serverRoot, '../..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The operator a fresh demo site starts with; OPERATOR_USERNAME / OPERATOR_PASSWORD replace it. */
const DEMO_OPERATOR_USERNAME = 'admin';
const DEMO_OPERATOR_PASSWORD = 'admin12345';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .default('file:data/khela.db')
    .refine((value) => value.startsWith('file:') || /^postgres(ql)?:\/\//.test(value), {
      message: 'DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    }),
  REDIS_URL: z.string().optional(),
  /** Where the other instances reach this one (a bet for a market this one matches); see README. */
  INSTANCE_URL: z.url().optional(),
  /** Shared by every instance: it admits one instance's forwarded bet at another. */
  INSTANCE_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().optional(),
  /** Where the web app reads sports-events ([contract: Calls]: "on the exchange host"); this server when unset. */
  EXCHANGE_HOST: z
    .url()
    .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
      message: 'EXCHANGE_HOST must be an origin such as https://exchange.example.com',
    })
    .optional(),
  STORAGE_DIR: z.string().default(path.join(repositoryRoot, 'data', 'storage')),
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps', 'web', 'dist')),
  /** The built operator console, served under /admin. */
  ADMIN_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps', 'admin', 'dist')),
  /** Files never served as they are (deposit receipts): outside STORAGE_DIR, the web root. */
  PRIVATE_DIR: z.string().default(path.join(repositoryRoot, 'data', 'private')),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value !== 'true', {
      message:
        'TRUST_PROXY must be false, the number of proxies in front (usually 1), or their addresses/CIDRs',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  DEMO_PLAYER_PASSWORD: z.string().min(8).default('demo12345'),
  OPERATOR_USERNAME: createOperatorRequestSchema.shape.username.optional(),
  OPERATOR_PASSWORD: createOperatorRequestSchema.shape.password.optional(),
  OPERATOR_SESSION_TTL_HOURS: positiveInt(12),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(300),
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  /** A request (headers and body) must arrive within this; a slow 5 MB receipt needs ~350 kbit/s. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** Open connections one address may hold (a proxy trusted by TRUST_PROXY is not capped). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(200),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(30),
  RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: positiveInt(5),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: positiveInt(3),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInt(10),
  RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: positiveInt(2),
  PASSWORD_HASH_MEMORY_KIB: positiveInt(19_456),
  // A player's deposit receipts: a few a day is every real deposit with a retry or two.
  RECEIPT_UPLOADS_PER_MINUTE: positiveInt(10),
  RECEIPT_UPLOADS_PER_DAY: positiveInt(20),
  RECEIPT_UPLOAD_MB_PER_DAY: positiveInt(50),
  // An identity check takes three photos: a few retakes a minute, a few attempts a day.
  IDENTITY_UPLOADS_PER_MINUTE: positiveInt(6),
  IDENTITY_UPLOADS_PER_DAY: positiveInt(15),
  IDENTITY_UPLOAD_MB_PER_DAY: positiveInt(40),
  /** Uploads stop while the disk of STORAGE_DIR or PRIVATE_DIR has less than this free. */
  UPLOAD_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Khela <no-reply@khela.example>'),
  SMS_GATEWAY_URL: z.string().optional(),
  SMS_GATEWAY_METHOD: z.enum(['GET', 'POST']).default('GET'),
  SMS_GATEWAY_SUCCESS_MARKER: z.string().optional(),
  RATE_LIMIT_RECOVERY_PER_IP: positiveInt(10),
  // Optional here so production can be made to choose it; the sandbox is the local default.
  PAYMENT_GATEWAY: z.enum(['sandbox', 'bkash']).optional(),
  SANDBOX_GATEWAY_SECRET: z.string().min(32).optional(),
  SANDBOX_GATEWAY_EXPIRY_MINUTES: positiveInt(15),
  BKASH_BASE_URL: z.url().optional(),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  // The exchange's odds feed: the built-in sandbox (simulated cricket) or none.
  EXCHANGE_FEED: z.enum(['sandbox', 'off']).default('sandbox'),
  // The sandbox's pace: overs a side, seconds between balls, minutes a match is listed ahead
  // (a fraction allowed, so a test can list the next match seconds ahead: 0.25 is 15 s).
  EXCHANGE_SANDBOX_OVERS: positiveInt(5),
  EXCHANGE_SANDBOX_BALL_SECONDS: positiveInt(6),
  EXCHANGE_SANDBOX_PREMATCH_MINUTES: z.coerce.number().positive().default(5),
  // An empty sandbox starts with a day already running: matches in play, later and past.
  EXCHANGE_SANDBOX_OPENING_DAY: z.enum(['true', 'false']).default('true'),
  // How long each scheduled lottery draw sells tickets before it is drawn.
  HOUSE_LOTTERY_DRAW_SECONDS: positiveInt(300),
});

// A username alone would come with the demo password, which is printed in every log.
const checkedEnvironmentSchema = environmentSchema.refine(
  (env) => env.OPERATOR_USERNAME === undefined || env.OPERATOR_PASSWORD !== undefined,
  { message: 'OPERATOR_USERNAME needs OPERATOR_PASSWORD', path: ['OPERATOR_PASSWORD'] },
);

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = checkedEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  assertPaymentGatewayChoice(env);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    databaseUrl: resolveDatabaseUrl(env.DATABASE_URL),
    redisUrl: env.REDIS_URL,
    /**
     * This instance as the others reach it. With several instances (REDIS_URL on PostgreSQL) and
     * the secret, each market's bets are matched by one instance, and the others forward theirs
     * to it (docs/decisions.md, "Who matches a market's bets").
     */
    instance: {
      url: (env.INSTANCE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
      secret: env.INSTANCE_SECRET,
    },
    corsOrigins: (env.CORS_ORIGINS ?? publicUrl)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    exchangeHost: env.EXCHANGE_HOST === undefined ? null : new URL(env.EXCHANGE_HOST).origin,
    storageDir: path.resolve(env.STORAGE_DIR),
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    adminDistDir: path.resolve(env.ADMIN_DIST_DIR),
    privateDir: path.resolve(env.PRIVATE_DIR),
    /**
     * Behind a load balancer the client IP comes from X-Forwarded-For, trusting only as many hops
     * (or only the addresses) configured: trusting every hop would let a client pick its own IP
     * and slip past per-IP limits.
     */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    demoPlayerPassword: env.DEMO_PLAYER_PASSWORD,
    /**
     * The first owner operator, created at start when missing: always on a demo site, and on any
     * site once OPERATOR_PASSWORD is set (a production site's way in to the operator API).
     */
    firstOperator: {
      username: env.OPERATOR_USERNAME ?? DEMO_OPERATOR_USERNAME,
      password: env.OPERATOR_PASSWORD ?? DEMO_OPERATOR_PASSWORD,
      isConfigured: env.OPERATOR_PASSWORD !== undefined,
    },
    operatorSessionTtlSeconds: env.OPERATOR_SESSION_TTL_HOURS * 3600,
    /**
     * 2-step sign-in is required of every operator except on a demo site, whose seeded operator
     * (and the tests' and e2e's) sign in with a password alone; see docs/decisions.md, Operators.
     */
    operatorTotpRequired: env.SEED_DEMO_DATA === 'false',
    sessionTtlSeconds: env.SESSION_TTL_HOURS * 3600,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    maxConnectionsPerIp: env.MAX_CONNECTIONS_PER_IP,
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      loginFailuresPerUsername: env.RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME,
      loginFailuresPerAddress: env.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      signupPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
      signupWithoutCaptchaPerIp: env.RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP,
      recoveryPerIp: env.RATE_LIMIT_RECOVERY_PER_IP,
    },
    passwordHashMemoryKib: env.PASSWORD_HASH_MEMORY_KIB,
    uploads: {
      receiptsPerMinute: env.RECEIPT_UPLOADS_PER_MINUTE,
      receiptsPerDay: env.RECEIPT_UPLOADS_PER_DAY,
      receiptBytesPerDay: env.RECEIPT_UPLOAD_MB_PER_DAY * 1024 * 1024,
      identityPerMinute: env.IDENTITY_UPLOADS_PER_MINUTE,
      identityPerDay: env.IDENTITY_UPLOADS_PER_DAY,
      identityBytesPerDay: env.IDENTITY_UPLOAD_MB_PER_DAY * 1024 * 1024,
      minFreeDiskBytes: env.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024,
    },
    notifier: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      smsGatewayUrl: env.SMS_GATEWAY_URL,
      smsGatewayMethod: env.SMS_GATEWAY_METHOD,
      smsGatewaySuccessMarker: env.SMS_GATEWAY_SUCCESS_MARKER,
    },
    houseLotteryDrawMs: env.HOUSE_LOTTERY_DRAW_SECONDS * 1000,
    exchangeFeed: env.EXCHANGE_FEED,
    exchangeSandbox: {
      overs: env.EXCHANGE_SANDBOX_OVERS,
      ballIntervalMs: env.EXCHANGE_SANDBOX_BALL_SECONDS * 1000,
      // Bets stop a third of the way before each ball, and a wicket holds the market for longer.
      ballRunningMs: Math.round((env.EXCHANGE_SANDBOX_BALL_SECONDS * 1000) / 3),
      wicketSuspensionMs: env.EXCHANGE_SANDBOX_BALL_SECONDS * 1000 + 2000,
      preMatchMs: Math.round(env.EXCHANGE_SANDBOX_PREMATCH_MINUTES * 60_000),
      openingDay: env.EXCHANGE_SANDBOX_OPENING_DAY === 'true',
    },
    paymentGateway: {
      name: env.PAYMENT_GATEWAY ?? 'sandbox',
      /** Unset: a random secret per process (fine for one instance; several must share one). */
      sandboxSecret: env.SANDBOX_GATEWAY_SECRET,
      sandboxExpirySeconds: env.SANDBOX_GATEWAY_EXPIRY_MINUTES * 60,
      bkash: {
        baseUrl: env.BKASH_BASE_URL ?? '',
        appKey: env.BKASH_APP_KEY ?? '',
        appSecret: env.BKASH_APP_SECRET ?? '',
        username: env.BKASH_USERNAME ?? '',
        password: env.BKASH_PASSWORD ?? '',
      },
    },
  };
}

function parseTrustProxy(
  value: string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // The same rule proxy-addr applies to a hop count: trust the nearest N proxies only.
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * The sandbox gateway credits deposits nobody paid, so a real site (production without demo data;
 * `npm start` runs the demo in production mode) must name its gateway on purpose; bKash needs its
 * base URL (its sandbox or live, chosen knowingly) and credentials.
 */
function assertPaymentGatewayChoice(env: z.infer<typeof environmentSchema>): void {
  const problems: string[] = [];
  const isRealSite = env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === 'false';
  if (isRealSite && env.PAYMENT_GATEWAY === undefined) {
    problems.push(
      'PAYMENT_GATEWAY: must be set in production without demo data: bkash, or sandbox to run a demonstration on purpose (no real money moves)',
    );
  }
  if (env.PAYMENT_GATEWAY === 'bkash') {
    const needed = [
      'BKASH_BASE_URL',
      'BKASH_APP_KEY',
      'BKASH_APP_SECRET',
      'BKASH_USERNAME',
      'BKASH_PASSWORD',
    ] as const;
    for (const name of needed) {
      if (env[name] === undefined) problems.push(`${name}: PAYMENT_GATEWAY=bkash needs it`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
}

/** A relative SQLite path is taken from the repository root, so `npm start` anywhere finds one file. */
function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('file:')) return url;
  const filePath = url.slice('file:'.length);
  if (filePath === ':memory:' || path.isAbsolute(filePath)) return url;
  return `file:${path.join(repositoryRoot, filePath)}`;
}
