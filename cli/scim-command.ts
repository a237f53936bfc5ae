import { Command } from 'commander';
import { SCIM_BASE_PATH, SCIM_SCOPE } from '#contract/api-token-scopes.ts';
import { MESSAGES } from '#contract/messages.ts';
import { CreateApiToken } from '../src/api-tokens/application/create-api-token.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { terminalText } from './terminal-text.ts';

interface CreateOptions {
  name: string;
  for: string;
  expires?: string;
  json?: boolean;
}

/**
 * `vms scim`: SCIM provisioning (issue 32, ADR 41). A provisioning token is an API token with the
 * `scim` scope alone, acting for an admin: listed and revoked with `vms tokens` and on the API tokens
 * screen like any other.
 */
export const scimCommand = (run: CliRun): Command => {
  const scim = new Command('scim').description('SCIM provisioning from Entra ID, Okta or another identity provider');
  const token = scim.command('token').description('provisioning tokens (list and revoke them with vms tokens)');

  token
    .command('create')
    .description('make a provisioning token; it is printed this once and never again (only its hash is kept)')
    .requiredOption('--name <name>', 'what the audit log calls the token, e.g. "Entra ID" (1–80 characters, unique whatever its case)')
    .requiredOption('--for <email>', 'the approved admin it acts for: provisioning adds, changes and disables employees as they could')
    .option('--expires <date>', "its last day, YYYY-MM-DD (the installation's calendar); none by default")
    .option('--json', 'print JSON (the token, the SCIM base URL and the record) instead of text')
    .addHelpText('after', '\nExample:\n  $ vms scim token create --name "Entra ID" --for it.admin@example.com\n\nGive the identity provider the SCIM base URL printed and the token as its secret token.')
    .action(
      run.action(async (options: CreateOptions) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { apiTokenSchema, API_TOKEN_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/api-token.ts')]);
        // The name and the day are checked as any token's; the scope is provisioning's own.
        const checked = parseInput(apiTokenSchema.pick({ name: true, expiresOn: true }), { name: options.name, expiresOn: options.expires ?? null }, API_TOKEN_INPUT_CODES);
        await run.withRuntime(async ({ container }) => {
          const { token: secret, apiToken } = await container.get(CreateApiToken).execute({ kind: 'cli', actor: cliActor() }, { ...checked, scopes: [SCIM_SCOPE] }, options.for);
          const baseUrl = `${container.get(CONFIG).publicUrl}${SCIM_BASE_PATH}`;
          if (options.json) run.json({ token: secret, baseUrl, apiToken });
          else run.out(`${MESSAGES.apiTokens.created} Token ${apiToken.id}: ${terminalText(apiToken.name)} (scim), acting for ${terminalText(apiToken.actsFor)}\nSCIM base URL: ${baseUrl}\n${secret}\n`);
        });
      }),
    );

  return scim;
};
