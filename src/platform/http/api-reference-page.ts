import { escapeHtml } from '#kernel/html.ts';
import type { JsonSchema } from './openapi-document.ts';

/**
 * The API reference (`GET /api/reference`): the OpenAPI document rendered on the server as one HTML
 * page, with no script and nothing from another origin, so the app's Content-Security-Policy holds
 * unchanged (inline styles are already allowed for MUI). Each operation shows its method, path,
 * scope, parameters, and its request and answer schemas as the document has them.
 */

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1c1c1c}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2.5rem;border-bottom:1px solid #ccc}h3{font-size:1.05rem;margin-top:1.8rem}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f4f4f4;padding:.75rem;overflow:auto;border-radius:4px}
.method{display:inline-block;min-width:3.5rem;font-weight:700;text-transform:uppercase}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}`;

const json = (value: unknown): string => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const paragraphs = (text: unknown): string =>
  typeof text === 'string' ? text.split(/\n\n+/).map((part) => `<p>${escapeHtml(part)}</p>`).join('') : '';

const parameterTable = (parameters: readonly JsonSchema[]): string => {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((parameter) => `<tr><td><code>${escapeHtml(String(parameter['name']))}</code></td><td>${escapeHtml(String(parameter['in']))}</td><td>${parameter['required'] ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(parameter['schema']))}</code></td></tr>`)
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
};

const operationSection = (path: string, method: string, operation: JsonSchema): string => {
  const body = operation['requestBody'] as { content: Record<string, { schema: unknown }> } | undefined;
  const responses = Object.entries(operation['responses'] as Record<string, { description: string; content?: Record<string, { schema: unknown }> }>);
  return [
    `<section id="${escapeHtml(String(operation['operationId']))}">`,
    `<h3><span class="method">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p><strong>${escapeHtml(String(operation['summary']))}</strong></p>`,
    paragraphs(operation['description']),
    parameterTable((operation['parameters'] ?? []) as JsonSchema[]),
    body ? `<h4>Request body (application/json)</h4>${json(body.content['application/json']?.schema)}` : '',
    '<h4>Answers</h4>',
    ...responses.map(([status, response]) => `<p><code>${escapeHtml(status)}</code> ${escapeHtml(response.description)}</p>${Number(status) < 300 && response.content ? json(response.content['application/json']?.schema) : ''}`),
    '</section>',
  ].join('\n');
};

export const apiReferencePage = (document: JsonSchema): string => {
  const info = document['info'] as { title: string; version: string; description: string };
  const paths = document['paths'] as Record<string, Record<string, JsonSchema>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  const index = operations
    .map(({ path, method, operation }) => `<li><a href="#${escapeHtml(String(operation['operationId']))}"><span class="method">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></a> ${escapeHtml(String(operation['summary']))}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
${paragraphs(info.description)}
<p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).</p>
<h2>Operations</h2><ul>${index}</ul>
${operations.map(({ path, method, operation }) => operationSection(path, method, operation)).join('\n')}
<h2>Errors</h2>${json((document['components'] as { schemas: Record<string, unknown> }).schemas['Error'])}
</main></body></html>`;
};
