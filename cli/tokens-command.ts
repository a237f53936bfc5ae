import { Command } from 'commander';
import { API_SCOPES } from '#contract/api-token-scopes.ts';
import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { CreateApiToken } from '../src/api-tokens/application/create-api-token.ts';
import { ListApiTokens } from '../src/api-tokens/application/list-api-tokens.ts';
import { RevokeApiToken } from '../src/api-tokens/application/revoke-api-token.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

interface CreateOptions {
  name: string;
  scopes: string;
  for: string;
  expires?: string;
  json?: boolean;
}

/** A token on one line for people: its id, name and scopes. */
const oneLine = (token: ApiTokenView): string => `Token ${token.id}: ${terminalText(token.name)} (${token.scopes.join(', ')}), acting for ${terminalText(token.actsFor)}`;

/** `vms tokens`: API tokens for other systems (issue 32); IT staff act as `cli:<user>`, audited. */
export const tokensCommand = (run: CliRun): Command => {
  const tokens = new Command('tokens').description('API tokens for other systems: make, list and revoke them');

  tokens
    .command('create')
    .description('make an API token; it is printed this once and never again (only its hash is kept)')
    .requiredOption('--name <name>', 'what the audit log calls the token (1–80 characters, unique whatever its case)')
    .requiredOption('--scopes <scopes>', `what it may do, comma-separated: ${API_SCOPES.join(', ')}`)
    .requiredOption('--for <email>', 'the approved employee it acts for: it may do only what they may do in the app')
    .option('--expires <date>', 'its last day, YYYY-MM-DD (the installation\'s calendar); none by default')
    .option('--json', 'print JSON (the token and the record) instead of text')
    .addHelpText('after', '\nExample:\n  $ vms tokens create --name "Badge printer" --scopes visits:read,checkins:write --for guard1@example.com --expires 2027-03-31')
    .action(
      run.action(async (options: CreateOptions) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { apiTokenSchema, API_TOKEN_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/api-token.ts')]);
        const input = parseInput(
          apiTokenSchema,
          { name: options.name, scopes: options.scopes.split(',').map((scope) => scope.trim()).filter(Boolean), expiresOn: options.expires ?? null },
          API_TOKEN_INPUT_CODES,
        );
        await run.withRuntime(async ({ container }) => {
          const { token, apiToken } = await container.get(CreateApiToken).execute({ kind: 'cli', actor: cliActor() }, input, options.for);
          if (options.json) run.json({ token, apiToken });
          else run.out(`${MESSAGES.apiTokens.created} ${oneLine(apiToken)}\n${token}\n`);
        });
      }),
    );

  tokens
    .command('list')
    .description('list every token, newest first, with its status and last use (never the token itself)')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms tokens list\n  $ vms tokens list --json')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(ListApiTokens).execute({ kind: 'cli', actor: cliActor() });
          if (options.json) run.json(rows);
          else {
            const shown = rows.map((row) => ({ ...row, scopes: row.scopes.join(',') }));
            run.out(formatTable(atSite(shown, ['createdAt', 'lastUsedAt', 'revokedAt'], container.get(CONFIG).timeZone), ['id', 'name', 'status', 'scopes', 'actsFor', 'expiresOn', 'lastUsedAt', 'createdBy', 'createdAt', 'revokedAt']));
          }
        });
      }),
    );

  tokens
    .command('revoke')
    .description("revoke a token: its next call is refused")
    .argument('<id>', "the token's id (vms tokens list)")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms tokens revoke 3')
    .action(
      run.action(async (id: string, options: { json?: boolean }) => {
        const tokenId = recordIdArgument(id, "the token's");
        await run.withRuntime(async ({ container }) => {
          const token = await container.get(RevokeApiToken).execute({ kind: 'cli', actor: cliActor() }, tokenId);
          if (options.json) run.json(token);
          else run.out(`${MESSAGES.apiTokens.revoked} ${oneLine(token)}\n`);
        });
      }),
    );

  return tokens;
};
