import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's own .dependency-cruiser.mjs, run over fixtures/: a small tree laid out like the
 * repository (src/<module>/<layer>, src/contract, src/kernel, src/platform, web/src/features, cli, test) whose
 * `wrong-*` files break the dependency rule in the ways a regex on import strings misses, and whose
 * other files import only what the rule allows. Every wrong import must be reported under its rule,
 * and nothing else may be.
 */
const CONFIG = fileURLToPath(new URL('../../../.dependency-cruiser.mjs', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** [importing file, imported file or package, rule]: every violation the fixtures hold. */
const EXPECTED: ReadonlyArray<readonly [string, string, string]> = [
  ['src/visits/domain/wrong-dot-slash-detour.ts', 'src/platform/database/database.ts', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-shared-detour.ts', 'src/platform/database/database.ts', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-dynamic-import.ts', 'src/platform/database/database.ts', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-type-only-port.ts', 'src/platform/ports/clock.ts', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-node-builtin.ts', 'crypto', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-other-domain.ts', 'src/identity/domain/employee.ts', 'domain-only-own-domain-and-shared'],
  ['src/visits/domain/wrong-other-domain.ts', 'src/identity/domain/employee.ts', 'module-not-to-other-module-internals'],
  ['src/visits/application/wrong-platform-implementation.ts', 'src/platform/database/database.ts', 'application-only-domain-ports-and-applications'],
  ['src/visits/application/wrong-own-adapter.ts', 'src/visits/adapters/http/visit-routes.ts', 'application-only-domain-ports-and-applications'],
  ['src/visits/adapters/http/wrong-other-module-adapter.ts', 'src/identity/adapters/http/identity-routes.ts', 'module-not-to-other-module-internals'],
  ['src/visits/adapters/http/wrong-test-import.ts', 'test/helper.ts', 'server-not-to-web-or-tests'],
  ['src/visits/adapters/http/wrong-container.ts', 'inversify', 'only-composition-knows-the-container'],
  ['src/visits/adapters/http/wrong-cli-import.ts', 'cli/users-command.ts', 'server-not-to-cli'],
  ['src/visits/adapters/http/wrong-unresolvable.mjs', '../../domain/no-such-file.ts', 'not-to-unresolvable'],
  ['src/platform/wrong-module-import.ts', 'src/visits/application/create-visit.ts', 'platform-not-to-modules'],
  ['src/contract/wrong-hono.ts', 'hono', 'contract-browser-safe'],
  ['src/contract/wrong-mikro-orm.ts', '@mikro-orm/core', 'contract-browser-safe'],
  ['src/contract/wrong-node-builtin.ts', 'fs', 'contract-browser-safe'],
  ['src/contract/wrong-kernel.ts', 'src/kernel/domain-error.ts', 'contract-browser-safe'],
  ['src/kernel/wrong-mikro-orm.ts', '@mikro-orm/core', 'kernel-plain-rules'],
  ['src/kernel/envelope/wrong-crypto-outside-node-envelope.ts', 'crypto', 'kernel-plain-rules'],
  ['src/kernel/envelope/node-envelope.ts', 'fs', 'kernel-node-envelope-only-crypto'],
  ['src/visits/adapters/wrong-pdf-lib-at-start.ts', 'pdf-lib', 'start-up-without-pdf-and-image-libraries'],
  ['src/visits/adapters/wrong-sharp-at-start.ts', 'sharp', 'start-up-without-pdf-and-image-libraries'],
  ['src/contract/wrong-cycle-a.ts', 'src/contract/wrong-cycle-b.ts', 'no-circular'],
  ['cli/wrong-platform-internal.ts', 'src/platform/database/database.ts', 'cli-only-use-cases'],
  ['web/src/features/visitor-pass/wrong-other-feature.ts', 'web/src/features/desk/desk-screen.ts', 'web-feature-not-to-other-feature'],
  ['web/src/features/desk/wrong-server-module.ts', 'src/visits/domain/visit.ts', 'web-only-contract-from-server'],
  ['web/src/features/desk/wrong-node-envelope.ts', 'src/kernel/envelope/node-envelope.ts', 'web-only-contract-from-server'],
];

/** Files that import across layers, modules or features in the ways the rule allows. */
const ALLOWED = [
  'src/visits/domain/visit.ts',
  'src/identity/domain/employee.ts',
  'src/kernel/domain-error.ts',
  'cli/users-command.ts',
  'src/identity/application/find-employee.ts',
  'src/visits/application/create-visit.ts',
  'src/identity/adapters/http/identity-routes.ts',
  'src/visits/adapters/http/visit-routes.ts',
  'src/visits/adapters/photo-on-demand.ts',
  'web/src/features/desk/desk-screen.ts',
  'web/src/features/capture-photo/capture-photo-page.ts',
];

/** A package is named by its name, not by the file of node_modules it resolves to. */
const target = (to: string): string => to.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? to;
const row = (violation: IViolation) => [violation.from, target(violation.to), violation.rule.name] as const;
const sorted = (rows: ReadonlyArray<readonly [string, string, string]>) => rows.map((r) => r.join(' → ')).sort();

describe('dependency rule', () => {
  let result: ICruiseResult;
  let ruleNames: string[];

  beforeAll(async () => {
    const options = await extractDepcruiseOptions(CONFIG);
    ruleNames = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');
    const cruised = await cruise(['src', 'web/src', 'cli'], { ...options, baseDir: FIXTURES });
    result = cruised.output as ICruiseResult;
  });

  it.each(EXPECTED)('should report %s → %s as %s', (from, to, rule) => {
    expect(result.summary.violations.map(row)).toContainEqual([from, to, rule]);
  });

  it('should report nothing else', () => {
    expect(sorted(result.summary.violations.map(row))).toEqual(sorted(EXPECTED));
    expect(result.summary.error).toBe(EXPECTED.length);
  });

  it.each(ALLOWED)('should pass %s, whose imports the rule allows', (file) => {
    expect(result.modules.map((module) => module.source)).toContain(file);
    expect(result.summary.violations.filter((violation) => violation.from === file)).toEqual([]);
  });

  it('should show every rule of the configuration firing', () => {
    expect([...new Set(EXPECTED.map(([, , rule]) => rule))].sort()).toEqual([...new Set(ruleNames)].sort());
  });
});
