import { isIP } from 'node:net';
import { z } from 'zod';
import { isIanaTimeZone } from '#contract/time-zone.ts';
import { SITE_RETENTION_DAYS } from '#contract/validation/site.ts';
import { parseProxyTrust, type ProxyTrust } from '../http/proxy-trust.ts';
import { OIDC_SECRET_VARIABLES, OIDC_VARIABLES, oidcSettingsOf, type OidcSettings } from './oidc-settings.ts';

/**
 * Every setting of docs/product/security-and-operations.md OPS-CONFIG-01, read and checked once at start-up. A bad value stops
 * start-up with one line naming the variable (ConfigError; production's missing settings, one line
 * each); secrets are never echoed back.
 */
const DEVELOPMENT_PHRASE = 'vms-development-payload-phrase';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;


const url = (protocols: readonly string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL`);

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(1, 65535).default(3001),
  // Loopback unless told: a bare replica is reached through its proxy only (docs/deploy.md); the image sets 0.0.0.0.
  HOST: z
    .string()
    .refine((value) => isIP(value) !== 0 || value === 'localhost', 'must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0')
    .default('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  VMS_DATA_DIR: z.string().min(1).default('.data'),
  VMS_COMPANY_DOMAIN: z
    .string()
    .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name such as example.com')
    .transform((domain) => domain.toLowerCase())
    .default('example.com'),
  VMS_PUBLIC_URL: url(['http:', 'https:']).optional(),
  VMS_TIMEZONE: z.string().refine(isIanaTimeZone, 'must be an IANA time zone such as Asia/Kolkata').default('Asia/Kolkata'),
  VMS_PAYLOAD_PHRASE: z.string().min(8, 'must be at least 8 characters').default(DEVELOPMENT_PHRASE),
  VMS_SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  VMS_CORPORATE_URL: url(['http:', 'https:']).default('https://www.example.com'),
  VMS_SITE_ADDRESS: z.string().trim().min(1).max(300, 'must be at most 300 characters').optional(),
  VMS_CAPTCHA_FIXED_TEXT: z.string().regex(/^[A-Za-z0-9]{4}$/, 'must be 4 letters or digits').optional(),
  VMS_RETENTION_DAYS: wholeNumber(SITE_RETENTION_DAYS.min, SITE_RETENTION_DAYS.max).default(SITE_RETENTION_DAYS.byDefault),
  VMS_CLOSE_STALE_VISITS: z.enum(['on', 'off'], { message: 'VMS_CLOSE_STALE_VISITS must be on or off' }).default('off'),
  VMS_KIOSK_REQUIRE_PIN: z.enum(['on', 'off'], { message: 'VMS_KIOSK_REQUIRE_PIN must be on or off' }).default('off'),
  VMS_WEBHOOK_PRIVATE_TARGETS: z.enum(['on', 'off'], { message: 'VMS_WEBHOOK_PRIVATE_TARGETS must be on or off' }).optional(),
  ...OIDC_VARIABLES,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Sent by the scraper as a bearer token; letters, digits and - _ . only, so it survives any header and env file.
  VMS_METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9._-]{32,}$/, 'must be at least 32 letters, digits, dots, dashes or underscores (openssl rand -hex 32)').optional(),
  VMS_TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseProxyTrust(value);
      if (typeof trust === 'string') {
        context.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    })
    // prefault: the default goes through the parse above, unlike default().
    .prefault('false'),
  DATABASE_POOL_MAX: wholeNumber(1, 1000).default(20),
  DATABASE_DIRECT_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MODE: z
    .enum(['direct', 'session', 'transaction'], { message: 'DATABASE_POOL_MODE must be direct, session or transaction' })
    .default('direct'),
  VMS_DRAIN_SECONDS: wholeNumber(1, 600).default(10),
  VMS_JOBS_FIRST_RUN_SECONDS: wholeNumber(1, 86_400).default(60),
  VMS_BACKGROUND: z.enum(['on', 'off'], { message: 'VMS_BACKGROUND must be on or off' }).default('on'),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config {
  readonly env: RawConfig['NODE_ENV'];
  readonly port: number;
  /** The address the HTTP server listens on. */
  readonly host: string;
  /** Unset: start the embedded PostgreSQL under `<dataDir>/pg`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly companyDomain: string;
  readonly publicUrl: string;
  readonly timeZone: string;
  readonly payloadPhrase: string;
  /** Unset until `resolveServerSecret` fills it from the data directory. */
  readonly serverSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly corporateUrl: string;
  /** The site's postal address: the location of the calendar invitations in visit mails. */
  readonly siteAddress: string | undefined;
  readonly captchaFixedText: string | undefined;
  readonly retentionDays: number;
  /**
   * Whether the nightly job checks out the visits still open from before today (src/contract/roll-call.ts),
   * as `vms visitors checkout --all-open` would; off by default (docs/deploy.md).
   */
  readonly closeStaleVisits: boolean;
  /**
   * Whether a kiosk's lookup by phone number also needs the pass's PIN (issue 27); off by default.
   * Read once, into the first site (ADR 36): from then on each site's own setting decides.
   */
  readonly kioskRequirePin: boolean;
  /**
   * Whether webhooks may reach internal addresses (loopback, private ranges, link-local): off in
   * production unless VMS_WEBHOOK_PRIVATE_TARGETS=on, on elsewhere (docs/adr/0046-signed-webhooks.md).
   */
  readonly webhookPrivateTargets: boolean;
  /** Single sign-on with OpenID Connect (oidc-settings.ts); null when not set. */
  readonly oidc: OidcSettings | null;
  /** Whether the Login page shows the password form (`VMS_OIDC_PASSWORD_FORM`; off only with single sign-on). */
  readonly passwordForm: boolean;
  readonly logLevel: RawConfig['LOG_LEVEL'];
  /** Unset: no /metrics at all. Set: /metrics answers a scraper that sends it as a bearer token (ADR 20). */
  readonly metricsToken: string | undefined;
  /** Behind reverse proxies: which hops are ours, so the client's address is the first hop that is not. */
  readonly trustProxy: ProxyTrust;
  /** Database connections per server process. */
  readonly databasePoolMax: number;
  /**
   * What DATABASE_URL reaches: PostgreSQL itself (`direct`), or a pooler such as PgBouncer in
   * session or transaction mode. In transaction mode a statement may run on another server
   * connection than the one before, so nothing may rely on a connection's session: statements are
   * not prepared by name, and LISTEN and the migration lock use `databaseDirectUrl` (ADR 22).
   */
  readonly databasePoolMode: RawConfig['DATABASE_POOL_MODE'];
  /**
   * PostgreSQL itself, bypassing a pooler: the live-update listener's connection and the migration
   * lock's. Unset: DATABASE_URL (required when the pool mode is transaction).
   */
  readonly databaseDirectUrl: string | undefined;
  /** How long a SIGTERM may take: in-flight requests, the mail in flight, then the pool. */
  readonly drainMs: number;
  /** How long after start-up the background jobs first check whether a run is due. */
  readonly jobsFirstRunMs: number;
  /**
   * Whether this process delivers queued mail and runs the scheduled jobs. Off on replicas that
   * should spend their CPU on requests only; at least one replica must keep it on (docs/deploy.md).
   */
  readonly background: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const SECRET_VARIABLES = new Set(['VMS_SERVER_SECRET', 'VMS_PAYLOAD_PHRASE', 'DATABASE_URL', 'DATABASE_DIRECT_URL', 'SMTP_URL', 'VMS_METRICS_TOKEN', ...OIDC_SECRET_VARIABLES]);

/**
 * A transaction pooler hands each transaction whichever server connection is free: LISTEN would
 * hear nothing (silently) and a session's advisory lock would stay with a pooled connection.
 */
const refuseUnusablePooler = (raw: RawConfig): void => {
  if (!raw.DATABASE_URL) {
    if (raw.DATABASE_DIRECT_URL) throw new ConfigError('Invalid DATABASE_DIRECT_URL: set DATABASE_URL too (the direct URL bypasses its pooler)');
    if (raw.DATABASE_POOL_MODE !== 'direct') throw new ConfigError(`Invalid DATABASE_POOL_MODE: ${raw.DATABASE_POOL_MODE} needs DATABASE_URL (the embedded PostgreSQL has no pooler)`);
    return;
  }
  if (raw.DATABASE_POOL_MODE === 'transaction' && !raw.DATABASE_DIRECT_URL) {
    throw new ConfigError(
      'Invalid DATABASE_DIRECT_URL: required when DATABASE_POOL_MODE=transaction (live updates and the migration lock need a connection to PostgreSQL itself, not through the pooler)',
    );
  }
};

/**
 * Several replicas must agree on every secret and on where mail goes, so production takes none of
 * the development fallbacks (a generated secret, the fixed phrase, the .eml folder). Every setting
 * missing is named, one line each, so that one attempt shows all that is left to set (the server and
 * `vms` alike: both load their settings here).
 */
const refuseIncompleteProduction = (raw: RawConfig): void => {
  const required: [keyof RawConfig, unknown, string][] = [
    ['DATABASE_URL', raw.DATABASE_URL, 'required when NODE_ENV=production (the embedded PostgreSQL is for development)'],
    ['VMS_SERVER_SECRET', raw.VMS_SERVER_SECRET, 'required when NODE_ENV=production (every replica must share it)'],
    ['VMS_PAYLOAD_PHRASE', raw.VMS_PAYLOAD_PHRASE !== DEVELOPMENT_PHRASE, 'required when NODE_ENV=production (the development phrase is public)'],
    ['SMTP_URL', raw.SMTP_URL, 'required when NODE_ENV=production (mail must leave the machine)'],
    ['VMS_PUBLIC_URL', raw.VMS_PUBLIC_URL?.startsWith('https://'), 'must be an https:// URL when NODE_ENV=production (the links in e-mails)'],
  ];
  const problems = required.filter(([, present]) => !present).map(([variable, , reason]) => `Invalid ${variable}: ${reason}`);
  if (raw.VMS_CAPTCHA_FIXED_TEXT) problems.push('Invalid VMS_CAPTCHA_FIXED_TEXT: must not be set when NODE_ENV=production');
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
};

export const loadConfig = (env: Readonly<Record<string, string | undefined>>): Config => {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'configuration');
    const shown = SECRET_VARIABLES.has(variable) ? '' : ` (got ${JSON.stringify(present[variable])})`;
    throw new ConfigError(`Invalid ${variable}: ${issue.message}${shown}`);
  }
  const raw = parsed.data;
  if (raw.NODE_ENV === 'production') refuseIncompleteProduction(raw);
  refuseUnusablePooler(raw);
  const sso = oidcSettingsOf(raw, raw.VMS_COMPANY_DOMAIN, raw.NODE_ENV === 'production');
  if (sso.problems.length > 0) throw new ConfigError(sso.problems.join('\n'));
  return {
    env: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.VMS_DATA_DIR,
    companyDomain: raw.VMS_COMPANY_DOMAIN,
    publicUrl: (raw.VMS_PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    timeZone: raw.VMS_TIMEZONE,
    payloadPhrase: raw.VMS_PAYLOAD_PHRASE,
    serverSecret: raw.VMS_SERVER_SECRET,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `Visitor Desk <no-reply@${raw.VMS_COMPANY_DOMAIN}>`,
    corporateUrl: raw.VMS_CORPORATE_URL,
    siteAddress: raw.VMS_SITE_ADDRESS,
    captchaFixedText: raw.VMS_CAPTCHA_FIXED_TEXT,
    retentionDays: raw.VMS_RETENTION_DAYS,
    closeStaleVisits: raw.VMS_CLOSE_STALE_VISITS === 'on',
    kioskRequirePin: raw.VMS_KIOSK_REQUIRE_PIN === 'on',
    webhookPrivateTargets: (raw.VMS_WEBHOOK_PRIVATE_TARGETS ?? (raw.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    oidc: sso.oidc,
    passwordForm: sso.passwordForm,
    logLevel: raw.LOG_LEVEL,
    metricsToken: raw.VMS_METRICS_TOKEN,
    trustProxy: raw.VMS_TRUST_PROXY,
    databasePoolMax: raw.DATABASE_POOL_MAX,
    databasePoolMode: raw.DATABASE_POOL_MODE,
    databaseDirectUrl: raw.DATABASE_DIRECT_URL,
    drainMs: raw.VMS_DRAIN_SECONDS * 1000,
    jobsFirstRunMs: raw.VMS_JOBS_FIRST_RUN_SECONDS * 1000,
    background: raw.VMS_BACKGROUND === 'on',
  };
};

/** The configuration after start-up has resolved the server secret: what the rest of the code sees. */
export type AppConfig = Config & { readonly serverSecret: string };
