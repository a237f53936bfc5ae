import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileBaseline } from '../../../bench/compile-baseline.ts';
import { VISIT_BY_ID, VISIT_BY_ID_FOR_UPDATE, VISIT_COLUMNS } from '../../../src/visits/adapters/sql/visit-statements.ts';

const outdir = mkdtempSync(join(tmpdir(), 'vms-baseline-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the benchmark's baseline", () => {
  it("should carry the product's visit statements as text, and load neither MikroORM nor Kysely", async () => {
    const [, entry] = await compileBaseline(outdir);
    const bundle = readFileSync(entry!, 'utf8');
    for (const text of [VISIT_COLUMNS, VISIT_BY_ID, VISIT_BY_ID_FOR_UPDATE]) expect(bundle).toContain(text);
    expect(bundle).not.toMatch(/from ["'](@mikro-orm\/|kysely)/);
  });
});
