import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.ts';
import { resolveServerSecret } from '../../../src/platform/config/server-secret.ts';

describe(loadConfig.name, () => {
  it('should run with nothing set, on the defaults of docs/product/security-and-operations.md OPS-CONFIG-01', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
      dataDir: '.data',
      companyDomain: 'example.com',
      publicUrl: 'http://localhost:3001',
      timeZone: 'Asia/Kolkata',
      serverSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Visitor Desk <no-reply@example.com>',
      corporateUrl: 'https://www.example.com',
      siteAddress: undefined,
      captchaFixedText: undefined,
      logLevel: 'info',
      env: 'development',
      retentionDays: 180,
      closeStaleVisits: false,
    });
    expect(config.payloadPhrase.length).toBeGreaterThanOrEqual(8);
  });

  it('should derive the public URL and the sender from PORT and the domain', () => {
    const config = loadConfig({ PORT: '8080', VMS_COMPANY_DOMAIN: 'Acme.CO.in' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.companyDomain).toBe('acme.co.in');
    expect(config.mailFrom).toBe('Visitor Desk <no-reply@acme.co.in>');
  });

  it('should listen on the loopback address unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    for (const host of ['0.0.0.0', '10.1.2.3', '::', '::1', 'localhost']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it.each(['example.com', '0.0.0.0:3001', '300.1.1.1', 'http://0.0.0.0', ' 127.0.0.1'])('should stop with one line naming HOST for %j', (host) => {
    expect(() => loadConfig({ HOST: host })).toThrow(
      new ConfigError(`Invalid HOST: must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0 (got ${JSON.stringify(host)})`),
    );
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3001, smtpUrl: undefined });
  });

  it('should keep explicit values', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://vms:pw@db:5432/vms',
      VMS_PUBLIC_URL: 'https://visitors.acme.com/',
      SMTP_URL: 'smtps://user:pw@mail.acme.com:465',
      VMS_TIMEZONE: 'Europe/Berlin',
      LOG_LEVEL: 'debug',
      VMS_CAPTCHA_FIXED_TEXT: 'AB12',
      VMS_SITE_ADDRESS: '  Plot 4, MIDC Bhosari, Pune 411026  ',
    });
    expect(config).toMatchObject({
      siteAddress: 'Plot 4, MIDC Bhosari, Pune 411026',
      databaseUrl: 'postgres://vms:pw@db:5432/vms',
      publicUrl: 'https://visitors.acme.com',
      smtpUrl: 'smtps://user:pw@mail.acme.com:465',
      timeZone: 'Europe/Berlin',
      logLevel: 'debug',
      captchaFixedText: 'AB12',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ VMS_COMPANY_DOMAIN: 'not a domain' }, /^Invalid VMS_COMPANY_DOMAIN: must be a domain name/],
    [{ VMS_PUBLIC_URL: 'ftp://x' }, /^Invalid VMS_PUBLIC_URL/],
    [{ VMS_TIMEZONE: 'Mars/Olympus' }, /^Invalid VMS_TIMEZONE: must be an IANA time zone/],
    // An offset is no place's zone (ADR 36): the first site's zone must pass the site's own rule.
    [{ VMS_TIMEZONE: '+05:30' }, /^Invalid VMS_TIMEZONE: must be an IANA time zone/],
    [{ VMS_RETENTION_DAYS: '36501' }, /^Invalid VMS_RETENTION_DAYS: must be a whole number from 1 to 36500/],
    [{ VMS_PAYLOAD_PHRASE: 'short' }, /^Invalid VMS_PAYLOAD_PHRASE: must be at least 8 characters$/],
    [{ VMS_SERVER_SECRET: 'too-short' }, /^Invalid VMS_SERVER_SECRET: must be at least 32 characters$/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL/],
    [{ VMS_CORPORATE_URL: 'nope' }, /^Invalid VMS_CORPORATE_URL/],
    [{ VMS_SITE_ADDRESS: 'x'.repeat(301) }, /^Invalid VMS_SITE_ADDRESS: must be at most 300 characters/],
    [{ VMS_CAPTCHA_FIXED_TEXT: 'TOOLONG' }, /^Invalid VMS_CAPTCHA_FIXED_TEXT/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [{ NODE_ENV: 'staging' }, /^Invalid NODE_ENV/],
    [{ VMS_RETENTION_DAYS: '0' }, /^Invalid VMS_RETENTION_DAYS/],
  ])('should stop with one line naming the variable for %j', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('should never echo a secret value back', () => {
    expect(() => loadConfig({ VMS_SERVER_SECRET: 'hunter2' })).toThrow(/^Invalid VMS_SERVER_SECRET: must be at least 32 characters$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@x' })).not.toThrow(/hunter2/);
  });

  it('should require an external database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid DATABASE_URL: required when NODE_ENV=production (the embedded PostgreSQL is for development)',
    );
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://vms:pw@db:5432/vms',
    VMS_SERVER_SECRET: 'p'.repeat(48),
    VMS_PAYLOAD_PHRASE: 'a phrase of our own',
    SMTP_URL: 'smtps://desk:pw@mail.acme.com:465',
    VMS_PUBLIC_URL: 'https://visitors.acme.com',
  };

  it('should start in production with every shared setting given', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ env: 'production', publicUrl: 'https://visitors.acme.com', smtpUrl: PRODUCTION.SMTP_URL });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }, 'Invalid DATABASE_URL: required when NODE_ENV=production (the embedded PostgreSQL is for development)'],
    ['VMS_SERVER_SECRET', { VMS_SERVER_SECRET: undefined }, 'Invalid VMS_SERVER_SECRET: required when NODE_ENV=production (every replica must share it)'],
    ['VMS_PAYLOAD_PHRASE', { VMS_PAYLOAD_PHRASE: undefined }, 'Invalid VMS_PAYLOAD_PHRASE: required when NODE_ENV=production (the development phrase is public)'],
    ['SMTP_URL', { SMTP_URL: undefined }, 'Invalid SMTP_URL: required when NODE_ENV=production (mail must leave the machine)'],
    ['VMS_PUBLIC_URL', { VMS_PUBLIC_URL: undefined }, 'Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production (the links in e-mails)'],
    ['an http VMS_PUBLIC_URL', { VMS_PUBLIC_URL: 'http://visitors.acme.com' }, 'Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production (the links in e-mails)'],
    ['a fixed captcha', { VMS_CAPTCHA_FIXED_TEXT: 'AB12' }, 'Invalid VMS_CAPTCHA_FIXED_TEXT: must not be set when NODE_ENV=production'],
  ])('should refuse to start in production without %s, in one line', (_name, change, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(new ConfigError(message));
  });

  it('should name every missing production setting, one line each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL, VMS_CAPTCHA_FIXED_TEXT: 'AB12' })).toThrow(
      new ConfigError(
        [
          'Invalid VMS_SERVER_SECRET: required when NODE_ENV=production (every replica must share it)',
          'Invalid VMS_PAYLOAD_PHRASE: required when NODE_ENV=production (the development phrase is public)',
          'Invalid SMTP_URL: required when NODE_ENV=production (mail must leave the machine)',
          'Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production (the links in e-mails)',
          'Invalid VMS_CAPTCHA_FIXED_TEXT: must not be set when NODE_ENV=production',
        ].join('\n'),
      ),
    );
  });

  it('should refuse the development payload phrase in production even when set explicitly', () => {
    expect(() => loadConfig({ ...PRODUCTION, VMS_PAYLOAD_PHRASE: 'vms-development-payload-phrase' })).toThrow(/^Invalid VMS_PAYLOAD_PHRASE/);
  });

  it('should size the pool and the drain from the environment, 20 connections and 10 s by default', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolMax: 20, drainMs: 10_000, trustProxy: { mode: 'none' } });
    expect(loadConfig({ DATABASE_POOL_MAX: '8', VMS_DRAIN_SECONDS: '25' })).toMatchObject({ databasePoolMax: 8, drainMs: 25_000 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/^Invalid DATABASE_POOL_MAX: must be a whole number from 1 to 1000/);
    expect(() => loadConfig({ VMS_DRAIN_SECONDS: 'soon' })).toThrow(/^Invalid VMS_DRAIN_SECONDS/);
  });

  it('should reach PostgreSQL directly by default, and take a pooler\'s mode and a direct URL for what needs a session', () => {
    const pooled = 'postgres://vms:pw@pgbouncer:6432/vms';
    const direct = 'postgres://vms:pw@db:5432/vms';
    expect(loadConfig({})).toMatchObject({ databasePoolMode: 'direct', databaseDirectUrl: undefined });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_POOL_MODE: 'session' })).toMatchObject({ databasePoolMode: 'session', databaseDirectUrl: undefined });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databasePoolMode: 'transaction',
      databaseDirectUrl: direct,
    });
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_POOL_MODE: 'statement' })).toThrow(
      new ConfigError('Invalid DATABASE_POOL_MODE: DATABASE_POOL_MODE must be direct, session or transaction (got "statement")'),
    );
  });

  it('should refuse a transaction pooler without a direct URL, in one line, and a direct URL that shows its password never', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://vms:pw@pgbouncer:6432/vms', DATABASE_POOL_MODE: 'transaction' })).toThrow(
      new ConfigError(
        'Invalid DATABASE_DIRECT_URL: required when DATABASE_POOL_MODE=transaction (live updates and the migration lock need a connection to PostgreSQL itself, not through the pooler)',
      ),
    );
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'transaction' })).toThrow(/^Invalid DATABASE_POOL_MODE: transaction needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://vms:pw@db:5432/vms' })).toThrow(/^Invalid DATABASE_DIRECT_URL: set DATABASE_URL too/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://vms@pgbouncer/vms', DATABASE_DIRECT_URL: 'mysql://vms:s3cret@db/vms' })).toThrow(
      new ConfigError('Invalid DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// URL'),
    );
  });

  it('should run the mail sender and the jobs unless VMS_BACKGROUND is off', () => {
    expect(loadConfig({}).background).toBe(true);
    expect(loadConfig({ VMS_BACKGROUND: 'off' }).background).toBe(false);
    expect(loadConfig({ VMS_BACKGROUND: 'on' }).background).toBe(true);
    expect(() => loadConfig({ VMS_BACKGROUND: 'no' })).toThrow(/VMS_BACKGROUND must be on or off/);
  });

  it('should serve no /metrics without VMS_METRICS_TOKEN, and take only a long token of header-safe characters, never echoed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a1b2c3d4'.repeat(8);
    expect(loadConfig({ VMS_METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short-token', `${'x'.repeat(40)} with spaces`]) {
      expect(() => loadConfig({ VMS_METRICS_TOKEN: bad })).toThrow(/^Invalid VMS_METRICS_TOKEN: must be at least 32 letters, digits, dots, dashes or underscores \(openssl rand -hex 32\)$/);
    }
  });

  it('should close stale visits in the nightly job only when VMS_CLOSE_STALE_VISITS is on', () => {
    expect(loadConfig({}).closeStaleVisits).toBe(false);
    expect(loadConfig({ VMS_CLOSE_STALE_VISITS: 'off' }).closeStaleVisits).toBe(false);
    expect(loadConfig({ VMS_CLOSE_STALE_VISITS: 'on' }).closeStaleVisits).toBe(true);
    expect(() => loadConfig({ VMS_CLOSE_STALE_VISITS: 'yes' })).toThrow(/VMS_CLOSE_STALE_VISITS must be on or off/);
  });

  it('should ask kiosks for the pass PIN with the phone only when VMS_KIOSK_REQUIRE_PIN is on', () => {
    expect(loadConfig({}).kioskRequirePin).toBe(false);
    expect(loadConfig({ VMS_KIOSK_REQUIRE_PIN: 'off' }).kioskRequirePin).toBe(false);
    expect(loadConfig({ VMS_KIOSK_REQUIRE_PIN: 'on' }).kioskRequirePin).toBe(true);
    expect(() => loadConfig({ VMS_KIOSK_REQUIRE_PIN: 'true' })).toThrow(/VMS_KIOSK_REQUIRE_PIN must be on or off/);
  });

  it('should read VMS_TRUST_PROXY as hops or proxy addresses', () => {
    expect(loadConfig({ VMS_TRUST_PROXY: 'false' }).trustProxy).toEqual({ mode: 'none' });
    expect(loadConfig({ VMS_TRUST_PROXY: 'true' }).trustProxy).toEqual({ mode: 'hops', hops: 1 });
    expect(loadConfig({ VMS_TRUST_PROXY: '2' }).trustProxy).toEqual({ mode: 'hops', hops: 2 });
    expect(loadConfig({ VMS_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toMatchObject({ mode: 'addresses' });
    expect(() => loadConfig({ VMS_TRUST_PROXY: 'yes please' })).toThrow(/^Invalid VMS_TRUST_PROXY: must be true, false, a number of hops/);
    expect(() => loadConfig({ VMS_TRUST_PROXY: '10.0.0.0/40' })).toThrow(/^Invalid VMS_TRUST_PROXY: has a bad CIDR prefix/);
  });
});

describe(resolveServerSecret.name, () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('should generate the secret once into the data directory and reuse it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vms-secret-'));
    const first = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir }));
    const second = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir }));
    expect(first.serverSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.serverSecret).toBe(first.serverSecret);
    expect((await readFile(join(dir, 'secret'), 'utf8')).trim()).toBe(first.serverSecret);
    expect((await stat(join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });

  it('should neither read nor make a secret in the data directory when told not to (vms on a shared database)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vms-secret-'));
    const dataDir = join(dir, 'data');
    await expect(resolveServerSecret(loadConfig({ VMS_DATA_DIR: dataDir }), { fromDataDir: false })).rejects.toThrow(
      new ConfigError('Invalid VMS_SERVER_SECRET: required with an external DATABASE_URL (the servers\' own secret; vms never makes one for a shared database)'),
    );
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
    const secret = 's'.repeat(40);
    expect((await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: secret }), { fromDataDir: false })).serverSecret).toBe(secret);
  });

  it('should prefer VMS_SERVER_SECRET and write nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vms-secret-'));
    const secret = 's'.repeat(40);
    const config = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir, VMS_SERVER_SECRET: secret }));
    expect(config.serverSecret).toBe(secret);
    await expect(stat(join(dir, 'secret'))).rejects.toThrow(/ENOENT/);
  });
});
