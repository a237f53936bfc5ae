import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.ts';

/**
 * deploy/ is read by Docker Compose and Caddy, neither of which runs here: these tests read the
 * files as they do and check them against the Dockerfile and the server's own configuration.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DEPLOY = join(ROOT, 'deploy');
const read = (path: string): string => readFileSync(path, 'utf8');

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  command?: string | string[];
  env_file?: string | (string | { path: string })[];
  environment?: Record<string, string> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test: string | string[] };
  deploy?: { replicas?: number };
  ports?: unknown[];
  expose?: (string | number)[];
  stop_grace_period?: string;
  volumes?: (string | { type: string; target: string })[];
}

// Compose resolves YAML merge keys (`<<: *app`), so the test does too.
const compose = parse(read(join(DEPLOY, 'compose.yaml')), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const dockerfile = read(join(ROOT, 'Dockerfile'));
const caddyfile = read(join(DEPLOY, 'Caddyfile'))
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, ''))
  .join('\n');
const ENV_EXAMPLE = join(DEPLOY, '.env.example');
/** What a shell makes of a settings file, `set -a; . file; set +a` in a clean environment: only the variables the file sets. */
const sourcedByShell = (file: string): { values: Record<string, string>; stderr: string; status: number | null } => {
  const names = new Set(
    read(file)
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => line.slice(0, line.indexOf('='))),
  );
  // stdin from /dev/null: bash given a socket there takes itself for a remote shell and reads ~/.bashrc.
  const shell = spawnSync('bash', ['-c', 'set -a; . "$1"; set +a; env -0', 'bash', file], { env: {}, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const values = Object.fromEntries(
    shell.stdout
      .split('\0')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const)
      .filter(([name]) => names.has(name)),
  );
  return { values, stderr: shell.stderr, status: shell.status };
};
// Read as a shell reads it; Compose reads single-quoted values the same way (literally).
const envExample = sourcedByShell(ENV_EXAMPLE).values;

const buildOf = (service: Service) => (typeof service.build === 'string' ? { context: service.build } : service.build);
const commandOf = (service: Service) => (typeof service.command === 'string' ? service.command.split(/\s+/) : service.command);
const envFilesOf = (service: Service) =>
  [service.env_file ?? []].flat().map((entry) => resolve(DEPLOY, typeof entry === 'string' ? entry : entry.path));
const conditionsOf = (service: Service): Record<string, string> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([name, spec]) => [name, spec.condition ?? 'service_started']));

/** Compose durations: `15s`, `1m30s`, `500ms`. */
const seconds = (duration: string): number => {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|us|m|s)/g)];
  expect(parts.map((part) => part[0]).join(''), `duration ${duration}`).toBe(duration);
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * units[unit!]!, 0);
};

const exposedPort = Number(/^EXPOSE\s+(\d+)/m.exec(dockerfile)?.[1]);
// The runtime stage is the last one; its ENV sets the port the server listens on.
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

// The server replicas: services built from the repository's Dockerfile that keep its CMD.
const isBuiltFromRepository = (service: Service) => {
  const build = buildOf(service);
  return build !== undefined && resolve(DEPLOY, build.context, build.dockerfile ?? 'Dockerfile') === join(ROOT, 'Dockerfile');
};
const appNames = Object.keys(services).filter((name) => isBuiltFromRepository(services[name]!) && services[name]!.command === undefined);
const apps = appNames.map((name) => services[name]!);

describe('deploy/compose.yaml', () => {
  it('should define db, migrate, proxy and at least two server replicas', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['db', 'migrate', 'proxy']));
    const replicas = apps.reduce((sum, app) => sum + (app.deploy?.replicas ?? 1), 0);
    expect(replicas).toBeGreaterThanOrEqual(2);
  });

  it('should build the replicas and the migration from the repository Dockerfile as one image', () => {
    const migrate = services['migrate']!;
    expect(isBuiltFromRepository(migrate)).toBe(true);
    expect(buildOf(migrate)!.context).toBe('..');
    for (const app of apps) {
      expect(app.image).toBe(migrate.image);
      expect(app.build).toEqual(migrate.build);
    }
  });

  it('should give every replica and the migration the same settings, from one env file that git ignores', () => {
    const envFile = join(DEPLOY, '.env');
    for (const service of [...apps, services['migrate']!]) {
      expect(envFilesOf(service)).toEqual([envFile]);
      // Nothing per service that could make one replica differ from the others.
      expect(service.environment).toBeUndefined();
    }
    for (const app of apps.slice(1)) expect(app).toEqual(apps[0]);
    expect(read(join(DEPLOY, '.gitignore')).split('\n')).toContain('.env');
  });

  it('should migrate with the image’s vms once the db is healthy, and start the replicas after it succeeded', () => {
    const db = services['db']!;
    expect(db.image).toMatch(/^postgres:16/);
    expect([db.healthcheck?.test].flat().join(' ')).toContain('pg_isready');
    expect(db.volumes?.some((volume) => typeof volume === 'string' && volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);

    const migrate = services['migrate']!;
    expect(commandOf(migrate)).toEqual(['vms', 'db', 'migrate']);
    // `vms` is on the image's path and no ENTRYPOINT wraps the command.
    expect(runtimeStage).toMatch(/ln -s \/app\/cli\/vms\.mjs \/usr\/local\/bin\/vms/);
    expect(runtimeStage).not.toMatch(/^ENTRYPOINT/m);
    expect(conditionsOf(migrate)).toMatchObject({ db: 'service_healthy' });

    for (const app of apps) expect(conditionsOf(app)).toMatchObject({ migrate: 'service_completed_successfully' });
  });

  it("should declare no volume in the image and mount a tmpfs on its data directory in every app service", () => {
    expect(dockerfile).not.toMatch(/^VOLUME\b/m);
    const dataDir = /VMS_DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    expect(dataDir).toBe('/var/lib/vms');
    for (const name of ['migrate', 'app1', 'app2']) {
      expect(services[name]?.volumes, name).toContainEqual({ type: 'tmpfs', target: dataDir });
    }
  });

  it('should publish no replica port and reach the replicas on the port the Dockerfile exposes', () => {
    expect(exposedPort).toBe(Number(/\bPORT=(\d+)/.exec(runtimeStage)?.[1]));
    // The env file must not move the server off that port.
    expect(envExample['PORT']).toBeUndefined();
    for (const app of apps) {
      expect(app.ports).toBeUndefined();
      expect(app.expose?.map(Number)).toEqual([exposedPort]);
    }
    expect(services['db']!.ports).toBeUndefined();
  });

  it('should give each replica a stop grace period longer than its drain', () => {
    const drainSeconds = Math.max(loadConfig({}).drainMs / 1000, Number(envExample['VMS_DRAIN_SECONDS']));
    for (const app of apps) expect(seconds(app.stop_grace_period ?? '10s')).toBeGreaterThan(drainSeconds);
  });
});

describe('deploy/Caddyfile', () => {
  it('should serve VMS_PUBLIC_URL from the env file, on 443, with the Caddyfile mounted', () => {
    const proxy = services['proxy']!;
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(proxy.ports).toContain('443:443');
    expect(proxy.environment).toMatchObject({ VMS_PUBLIC_URL: expect.stringMatching(/^\$\{VMS_PUBLIC_URL[:?}]/) });
    expect(caddyfile).toMatch(/^\{\$VMS_PUBLIC_URL\} \{$/m);
  });

  it('should answer /metrics itself with 404: it is scraped from each replica, never through the proxy', () => {
    expect(caddyfile).toMatch(/^\s*respond \/metrics 404$/m);
  });

  it('should reverse-proxy to every replica on the exposed port, balanced and checked on /healthz', () => {
    const block = /^\s*reverse_proxy ([^{\n]+)\{([^}]*)\}/m.exec(caddyfile);
    expect(block).not.toBeNull();
    const upstreams = block![1]!.trim().split(/\s+/);
    expect(upstreams.toSorted()).toEqual(appNames.map((name) => `${name}:${exposedPort}`).toSorted());
    const directives = Object.fromEntries(
      block![2]!
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...args]) => [name, args.join(' ')]),
    );
    expect(directives).toMatchObject({ health_uri: '/healthz', health_status: '200', lb_policy: expect.any(String) });
    // A draining replica must leave the pool well inside its drain time.
    expect(seconds(directives['health_interval'] ?? '30s')).toBeLessThan(loadConfig({}).drainMs / 1000);
  });
});

describe('deploy/.env.example', () => {
  it('should hold every setting of the recipe, for production, with an https public URL and one trusted hop', () => {
    const settings = ['NODE_ENV', 'DATABASE_URL', 'VMS_SERVER_SECRET', 'VMS_PAYLOAD_PHRASE', 'SMTP_URL', 'MAIL_FROM', 'VMS_PUBLIC_URL'];
    const more = ['VMS_COMPANY_DOMAIN', 'VMS_TIMEZONE', 'VMS_TRUST_PROXY', 'DATABASE_POOL_MAX', 'VMS_DRAIN_SECONDS', 'VMS_RETENTION_DAYS'];
    expect(Object.keys(envExample)).toEqual(expect.arrayContaining([...settings, ...more]));
    expect(envExample).toMatchObject({ NODE_ENV: 'production', VMS_TRUST_PROXY: '1' });
    expect(envExample['VMS_PUBLIC_URL']).toMatch(/^https:\/\/[^/]+$/);
    expect(envExample['VMS_CAPTCHA_FIXED_TEXT']).toBeUndefined();
  });

  it('should be sourced by a shell without an error, every value coming through whole', () => {
    const sourced = sourcedByShell(ENV_EXAMPLE);
    expect(sourced.stderr).toBe('');
    expect(sourced.status).toBe(0);
    expect(sourced.values).toMatchObject({
      NODE_ENV: 'production',
      MAIL_FROM: 'Visitor Desk <no-reply@example.com>',
      DATABASE_URL: 'postgres://vms:REPLACE_WITH_POSTGRES_PASSWORD@db:5432/vms',
      VMS_PUBLIC_URL: 'https://visitors.example.com',
      VMS_TRUST_PROXY: '1',
    });
    // Every line that sets a variable set it: none was swallowed by a quote left open.
    const lines = read(ENV_EXAMPLE).split('\n').filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line));
    expect(Object.keys(sourced.values)).toHaveLength(lines.length);
  });

  it('should point DATABASE_URL at the db service’s user and database', () => {
    const url = new URL(envExample['DATABASE_URL']!);
    const db = services['db']!.environment as Record<string, string>;
    expect(url.hostname).toBe('db');
    expect(url.username).toBe(db['POSTGRES_USER']);
    expect(url.pathname).toBe(`/${db['POSTGRES_DB']}`);
  });

  it('should be refused until its secrets are filled in, and accepted by the server once they are', () => {
    expect(() => loadConfig(envExample)).toThrow(ConfigError);
    const filled = { ...envExample, VMS_SERVER_SECRET: 'a'.repeat(64), VMS_PAYLOAD_PHRASE: 'b'.repeat(32) };
    expect(loadConfig(filled)).toMatchObject({
      env: 'production',
      publicUrl: envExample['VMS_PUBLIC_URL'],
      trustProxy: { mode: 'hops', hops: 1 },
      databasePoolMax: 20,
      drainMs: 10_000,
    });
  });
});
