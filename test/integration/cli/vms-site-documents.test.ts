import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDocumentViewSchema } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { cliWorld } from '../../support/cli-world.ts';

/** The real `vms sites documents` in-process against a database of its own (issue 31, PRIV-DOCS-01, PRIV-DOCS-02). */
describe('vms sites documents', () => {
  const { vms, query } = cliWorld('vms-cli-site-documents-', {});
  const dir = mkdtempSync(join(tmpdir(), 'vms-docs-'));

  it('should add a document, publish text versions numbered from 1 with their hash, list them, and audit each as the CLI', async () => {
    const added = await vms('sites', 'documents', 'add', '--site', '1', '--title', 'Safety rules', '--kind', 'safety_rules', '--json');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const document = siteDocumentViewSchema.parse(JSON.parse(added.stdout));
    writeFileSync(join(dir, 'v1.md'), 'Wear a helmet on the shop floor.');
    const published = await vms('sites', 'documents', 'publish', String(document.id), '--text', join(dir, 'v1.md'), '--json');
    expect(published.code).toBe(0);
    expect(siteDocumentViewSchema.parse(JSON.parse(published.stdout)).current).toMatchObject({ version: 1, hash: createHash('sha256').update('Wear a helmet on the shop floor.').digest('hex') });
    const listed = await vms('sites', 'documents', 'list', '--site', '1');
    expect(listed.stdout).toMatch(new RegExp(`^${document.id}\\s+Safety rules\\s+safety_rules\\s+true\\s+1\\s+[0-9a-f]{64}$`, 'm'));
    expect(await query("select actor_type, actor_label, action from audit_log where subject_type = 'site_document' order by id")).toEqual([
      { actor_type: 'cli', actor_label: `cli:${userInfo().username}`, action: 'document.added' },
      { actor_type: 'cli', actor_label: `cli:${userInfo().username}`, action: 'document.version_published' },
    ]);
  });

  it('should offer a drawn signature on a document added with --drawn, and none without (ADR 57)', async () => {
    const drawn = siteDocumentViewSchema.parse(JSON.parse((await vms('sites', 'documents', 'add', '--site', '1', '--title', 'Drawn NDA', '--kind', 'nda', '--drawn', '--json')).stdout));
    const typed = siteDocumentViewSchema.parse(JSON.parse((await vms('sites', 'documents', 'add', '--site', '1', '--title', 'Typed rules', '--kind', 'other', '--json')).stdout));
    expect([drawn.drawnSignature, typed.drawnSignature]).toEqual([true, false]);
    expect(await query('select title, drawn_signature from site_document where id = any($1::int[]) order by id', [[drawn.id, typed.id]])).toEqual([
      { title: 'Drawn NDA', drawn_signature: true },
      { title: 'Typed rules', drawn_signature: false },
    ]);
  });

  it('should refuse a file that is not a PDF with its code and message, publishing nothing', async () => {
    const added = siteDocumentViewSchema.parse(JSON.parse((await vms('sites', 'documents', 'add', '--site', '1', '--title', 'NDA', '--kind', 'nda', '--json')).stdout));
    writeFileSync(join(dir, 'fake.pdf'), 'GIF89a not a pdf');
    const refused = await vms('sites', 'documents', 'publish', String(added.id), '--pdf', join(dir, 'fake.pdf'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(DOCUMENT_MESSAGES.pdfInvalid);
    expect(await query('select count(*)::int as n from site_document_version where document_id = $1', [added.id])).toEqual([{ n: 0 }]);
  });
});
