import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { DOCUMENT_NOTES } from '#contract/document-messages.ts';
import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import { AddSiteDocument } from '../src/documents/application/add-site-document.ts';
import { ListSiteDocuments } from '../src/documents/application/list-site-documents.ts';
import { PublishDocumentVersion } from '../src/documents/application/publish-document-version.ts';
import { SiteDirectory } from '../src/sites/application/site-directory.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

/** A document on one line for people: its id, title, kind and current version. */
const oneLine = (document: SiteDocumentView): string =>
  `Document ${document.id}: ${terminalText(document.title)} (${document.kind}), ${document.current ? `version ${document.current.version}, sha256 ${document.current.hash}` : 'no version yet'}`;

/**
 * `vms sites documents` (issue 31, ADR 54): a site's documents to sign (an NDA, the safety rules) and
 * their versions, published as text (markdown) or as a PDF; IT staff act as `cli:<user>`, audited.
 */
export const siteDocumentsCommand = (run: CliRun): Command => {
  const documents = new Command('documents').description("a site's documents visitors sign: add them, publish versions, list them");

  documents
    .command('add')
    .description('add a document to a site (publish its first version next)')
    .requiredOption('--site <site>', "the site's id or name (vms sites list)")
    .requiredOption('--title <title>', 'its title (1–120 characters)')
    .requiredOption('--kind <kind>', 'nda, safety_rules or other')
    .option('--drawn', 'offer visitors a signature pad beside the typed name (never instead of it)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms sites documents add --site Pune --title "Non-disclosure agreement" --kind nda --drawn')
    .action(
      run.action(async (options: { site: string; title: string; kind: string; drawn?: boolean; json?: boolean }) => {
        const [{ parseInput }, { siteDocumentSchema, SITE_DOCUMENT_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/site-documents.ts')]);
        await run.withRuntime(async ({ container }) => {
          const site = await container.get(SiteDirectory).named(options.site);
          const input = parseInput(siteDocumentSchema, { siteId: site.id, title: options.title, kind: options.kind, drawnSignature: options.drawn === true }, SITE_DOCUMENT_INPUT_CODES);
          const document = await container.get(AddSiteDocument).execute({ kind: 'cli', actor: cliActor() }, input);
          if (options.json) run.json(document);
          else run.out(`${DOCUMENT_NOTES.added} ${oneLine(document)}\n`);
        });
      }),
    );

  documents
    .command('publish')
    .description("publish a document's next version from a text (markdown) file or a PDF; versions never change")
    .argument('<document>', 'the document id (vms sites documents list)', (text: string) => recordIdArgument(text, "the document's"))
    .option('--text <path>', 'a UTF-8 text (markdown) file with the version\'s words')
    .option('--pdf <path>', 'a PDF file (at most 1 MB)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms sites documents publish 3 --text nda-v2.md\n  $ vms sites documents publish 4 --pdf safety-rules.pdf')
    .action(
      run.action(async (documentId: number, options: { text?: string; pdf?: string; json?: boolean }) => {
        const [{ parseInput }, { documentVersionSchema, DOCUMENT_VERSION_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/site-documents.ts')]);
        const fields = {
          ...(options.text === undefined ? {} : { text: await readFile(options.text, 'utf8') }),
          ...(options.pdf === undefined ? {} : { pdf: (await readFile(options.pdf)).toString('base64') }),
        };
        const input = parseInput(documentVersionSchema, fields, DOCUMENT_VERSION_INPUT_CODES);
        await run.withRuntime(async ({ container }) => {
          const document = await container.get(PublishDocumentVersion).execute({ kind: 'cli', actor: cliActor() }, documentId, input);
          if (options.json) run.json(document);
          else run.out(`${DOCUMENT_NOTES.published.replace('{version}', String(document.current?.version ?? ''))} ${oneLine(document)}\n`);
        });
      }),
    );

  documents
    .command('list')
    .description("list a site's documents with their current versions")
    .requiredOption('--site <site>', "the site's id or name (vms sites list)")
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExample:\n  $ vms sites documents list --site Pune')
    .action(
      run.action(async (options: { site: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const site = await container.get(SiteDirectory).named(options.site);
          const rows = await container.get(ListSiteDocuments).execute({ kind: 'cli', actor: cliActor() }, site.id);
          if (options.json) run.json(rows);
          else run.out(formatTable(rows.map((row) => ({ id: row.id, title: row.title, kind: row.kind, active: row.active, version: row.current?.version ?? '', sha256: row.current?.hash ?? '' })), ['id', 'title', 'kind', 'active', 'version', 'sha256']));
        });
      }),
    );

  return documents;
};
