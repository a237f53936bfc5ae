/**
 * The dependency rule (docs/architecture.md), checked by dependency-cruiser on resolved paths, so
 * `./../../platform/…`, `../../kernel/../platform/…`, `export … from`, type-only imports and
 * `import('…')` with a literal path are all seen for what they are. `npm run lint:deps` runs it over
 * src, web/src and cli; test/unit/architecture/dependency-rule.test.ts runs this same file over a
 * small mirror tree of wrong imports and expects each rule below to fire. Why: docs/adr/0009; the
 * contract, the kernel and the CLI's reach: docs/adr/0028.
 *
 * Paths in the rules are relative to the directory the cruise starts in (the repository root, or
 * the fixture tree in the test), so they are anchored with `^`. `#contract/…` and `#kernel/…` are
 * resolved through tsconfig.json's paths (options.tsConfig below), so a rule sees the file they name.
 *
 * Who uses what:
 * - src/contract: what the browser and the server both use (request and answer schemas, error codes,
 *   capabilities, the description's rules and messages, the envelope's format). Runs in the browser.
 * - src/kernel: the server's own shared rules (DomainError, the mail layout, the desk's query, the
 *   server half of the envelope): every module may use it, the SPA never.
 * - SPA-only terms live in web/src.
 */

/** Packages the contract and the kernel may use: the contract runs in the browser too, and both are rules, not I/O. */
const BROWSER_SAFE_PACKAGES = ['zod', 'dayjs', 'crypto-js'];
const browserSafePackage = `(^|/)node_modules/(${BROWSER_SAFE_PACKAGES.join('|')})/`;

/** The shared rules: the contract (browser and server) and the kernel (server only). */
const SHARED_RULES = '^src/(contract|kernel)/';

/** A module is any folder of src except the platform and the shared rules. */
const MODULE = String.raw`^src/(?!platform/|contract/|kernel/)([^/]+)/`;
const NOT_A_MODULE = '(?!platform/|contract/|kernel/)';

/**
 * What the CLI may reach besides use cases, each named: the composition root that starts the
 * runtime (src/*.ts), the platform's ports and tokens (what a use case sees of the platform, taken
 * from the container), and what its own start-up needs before there is a container: the
 * configuration's error, the logger, the entity-manager scope, the migrations (`vms db`) and the
 * project's root (`--version`).
 */
const CLI_REACH = [
  String.raw`^src/[^/]+\.ts$`,
  String.raw`^src/${NOT_A_MODULE}[^/]+/(application|domain)/`,
  SHARED_RULES,
  '^src/platform/ports/',
  String.raw`^src/platform/(tokens|project-root)\.ts$`,
  String.raw`^src/platform/config/config\.ts$`,
  String.raw`^src/platform/logging/logger\.ts$`,
  String.raw`^src/platform/database/(entity-manager-scope|migrate)\.ts$`,
];

/**
 * Web features stand alone; these are the exceptions, each named.
 * - auth holds the signed-in state and the identity API every screen needs, and visits-common the
 *   visit API and small pieces the visit screens share: both are shared features.
 * - The pairs are couplings that existed when this rule came in, allowed one by one so that no new
 *   one creeps in:
 *   capture-photo is the desk's camera screen and uses the desk's API, camera and facts; the login
 *   form hands its state to forgot-password; the visitors pages embed the desk's visit list. (The
 *   dashboard no longer reads approve-user: its numbers come from its own call.)
 */
const SHARED_FEATURES = ['auth', 'visits-common'];
const FEATURE_EXCEPTIONS = {
  'capture-photo': ['desk'],
  login: ['forgot-password'],
  visitors: ['desk'],
};

const otherFeature = (from, allowed) => ({
  name: 'web-feature-not-to-other-feature',
  comment:
    'A web feature imports only itself, the shared features (auth, visits-common), web/src/components, web/src/lib, web/src/app and src/contract: features can then change and be removed one at a time.',
  severity: 'error',
  from,
  to: { path: '^web/src/features/', pathNot: `^web/src/features/(${['$1', ...allowed].join('|')})/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-only-own-domain-and-shared',
      comment:
        'A domain is plain rules: it imports its own domain, src/contract and src/kernel, no other module, no platform (not even its ports), no npm package and no Node built-in.',
      severity: 'error',
      from: { path: String.raw`^src/([^/]+)/domain/` },
      to: { pathNot: [String.raw`^src/$1/domain/`, SHARED_RULES] },
    },
    {
      name: 'application-only-domain-ports-and-applications',
      comment:
        'A use case knows its domain, its own ports, src/contract and src/kernel, the platform\'s ports and other modules\' application layers; never an adapter, the platform\'s implementations, an npm package or a Node built-in.',
      severity: 'error',
      from: { path: String.raw`^src/([^/]+)/application/` },
      to: {
        pathNot: [
          String.raw`^src/$1/(domain|application)/`,
          SHARED_RULES,
          '^src/platform/ports/',
          String.raw`^src/${NOT_A_MODULE}[^/]+/application/`,
        ],
      },
    },
    {
      name: 'module-not-to-other-module-internals',
      comment:
        'A module uses another module only through its application layer: adapters (and the module\'s wiring) never reach into another module\'s adapters, domain or wiring.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: String.raw`^src/${NOT_A_MODULE}[^/]+/(?!application/)`, pathNot: String.raw`^src/$1/` },
    },
    {
      name: 'platform-not-to-modules',
      comment:
        'The platform serves every module, so it knows none of them nor the composition root (src/*.ts) that wires them.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: `^src/${NOT_A_MODULE}` },
    },
    {
      name: 'contract-browser-safe',
      comment:
        'src/contract runs in the browser too: it imports only itself and browser-safe packages (zod, dayjs, crypto-js); never the kernel, no Node built-in, no Hono, MikroORM, pg, nodemailer, pino or inversify.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/contract/', browserSafePackage] },
    },
    {
      name: 'kernel-plain-rules',
      comment:
        'src/kernel is rules every module may use, domains included: it imports only itself, the contract and the same plain packages; no Hono, MikroORM, pg, nodemailer, pino or inversify, and Node only in node-envelope.ts.',
      severity: 'error',
      from: { path: '^src/kernel/', pathNot: String.raw`^src/kernel/envelope/node-envelope\.ts$` },
      to: { pathNot: [SHARED_RULES, browserSafePackage] },
    },
    {
      name: 'kernel-node-envelope-only-crypto',
      comment:
        'The server half of the payload envelope is the one file of src/kernel that may use Node, and only node:crypto (the SPA has its own half in web/src/lib).',
      severity: 'error',
      from: { path: String.raw`^src/kernel/envelope/node-envelope\.ts$` },
      to: { pathNot: [SHARED_RULES, browserSafePackage, '^(node:)?crypto$'] },
    },
    {
      name: 'only-composition-knows-the-container',
      comment:
        'Only the composition (src/*.ts, each module\'s *.module.ts and *.routes.ts, the platform\'s module, tokens and wiring helpers) asks inversify for anything: use cases, adapters and routes get their dependencies as arguments.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: String.raw`^src/([^/]+\.ts|[^/]+/[^/]+\.(module|routes)\.ts|platform/(tokens|wiring)\.ts)$`,
      },
      to: { path: '(^|/)node_modules/inversify/' },
    },
    {
      name: 'server-not-to-web-or-tests',
      comment: 'Server code and the CLI never depend on the SPA, the tests, the benchmarks or the build scripts.',
      severity: 'error',
      from: { path: '^(src|cli)/' },
      to: { path: '^(web|test|bench|scripts)/' },
    },
    {
      name: 'server-not-to-cli',
      comment: 'The CLI is a way into the use cases, like HTTP: src never depends on it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-only-use-cases',
      comment:
        'The CLI is a way into the use cases, like HTTP: it reaches module application layers (and the domain types they hand back), the contract and kernel, and the platform only through its ports and tokens from the container; never an adapter or a platform implementation. Its own start-up needs are named in CLI_REACH.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^src/', pathNot: CLI_REACH },
    },
    {
      name: 'web-only-contract-from-server',
      comment:
        'The SPA takes from the server side only src/contract (one schema, one message, shared by both); never the kernel, a module, the platform or the CLI.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(src|cli)/', pathNot: '^src/contract/' },
    },
    otherFeature(
      {
        path: '^web/src/features/([^/]+)/',
        pathNot: `^web/src/features/(${Object.keys(FEATURE_EXCEPTIONS).join('|')})/`,
      },
      SHARED_FEATURES,
    ),
    ...Object.entries(FEATURE_EXCEPTIONS).map(([feature, allowed]) =>
      otherFeature({ path: `^web/src/features/(${feature})/` }, [...SHARED_FEATURES, ...allowed]),
    ),
    {
      name: 'start-up-without-pdf-and-image-libraries',
      comment:
        'pdf-lib, fontkit and sharp are imported by the first PDF or photo a process makes, not when it starts: together about 0.7 s of CPU of every server start and every `vms` command that loads the application (docs/performance.md, "Start-up"). Only import() reaches them (src/platform/pdf/pdf-lib-on-demand.ts, src/visits/adapters/sharp-on-demand.ts, and fontkit-engine.ts, which pdf-lib-on-demand.ts imports so); a type-only import costs nothing.',
      severity: 'error',
      from: { path: '^(src|cli)/', pathNot: String.raw`^src/platform/pdf/fontkit-engine\.ts$` },
      to: {
        path: ['(^|/)node_modules/(pdf-lib|@pdf-lib/fontkit|sharp)/', String.raw`^src/platform/pdf/fontkit-engine\.ts$`],
        dynamic: false,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      comment: 'Cycles make layers meaningless and load order fragile; the code has none today.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved cannot be checked by the rules above (and would fail at run time).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // #contract/… and #kernel/… (tsconfig.base.json's paths, which tsconfig.json extends).
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports couple layers as much as value imports do.
    tsPreCompilationDeps: true,
    // Resolve packages the way Node and Vite do (package "exports", ESM first).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
