import { z } from 'zod';
import { API_SCOPES, API_SCOPE_LABELS } from '#contract/api-token-scopes.ts';
import { ERRORS, statusOf, type ErrorCode } from '#contract/error-codes.ts';
import type { ApiOperation } from './api-operation.ts';

/** A JSON Schema (2020-12) as z.toJSONSchema writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string;
  /** The public URL (VMS_PUBLIC_URL): the server the document names. */
  readonly serverUrl: string;
}

/** The refusals any token call may answer, before its own use case runs. */
const EVERY_CALL_ERRORS: readonly ErrorCode[] = ['token.invalid', 'token.scope_missing', 'http.forbidden', 'http.too_many_requests', 'input.invalid', 'input.unreadable'];

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A zod schema as JSON Schema 2020-12, OpenAPI 3.1's own dialect: what a request may send (`input`:
 * before defaults and transforms) or what an answer holds (`output`). Refinements have no JSON Schema
 * form and are left out; the server still applies them.
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
};

/** The parameters of a path or a query from its object schema, one per property. */
const parametersOf = (schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] => {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
};

/** The error answers of an operation, grouped by status, each listing its codes. */
const errorResponsesOf = (operation: ApiOperation): Record<string, JsonSchema> => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...EVERY_CALL_ERRORS, ...operation.errors]) {
    const status = statusOf(code);
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Refused: ${codes.join(', ')}.`,
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: codes } } }] },
          },
        },
      },
    ]),
  );
};

const operationObjectOf = (operation: ApiOperation): JsonSchema => ({
  operationId: operation.operationId,
  tags: [operation.tag],
  summary: operation.summary,
  description: `${operation.description}\n\nScope: \`${operation.scope}\`.`,
  security: [{ apiToken: [operation.scope] }],
  parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query')],
  ...(operation.body
    ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body(), 'input') } } } }
    : {}),
  responses: {
    [String(operation.status)]: {
      description: operation.status === 201 ? 'Created.' : 'Done.',
      content: { 'application/json': { schema: jsonSchemaOf(operation.answer, 'output') } },
    },
    ...errorResponsesOf(operation),
  },
});

/** The error answer of every refusal: the product's words and the stable code (docs/adr/0010). */
const errorSchema: JsonSchema = {
  type: 'object',
  required: ['errmessage', 'code'],
  properties: {
    errmessage: { type: 'string', description: 'The refusal in words, for people.' },
    code: { type: 'string', enum: Object.keys(ERRORS), description: 'The stable code, for programs.' },
    field: { type: 'string', description: 'For input.invalid: the field whose rule failed.' },
  },
};

/**
 * The OpenAPI 3.1 document of the token API, generated from the operations' own zod schemas
 * (never written by hand): what `/api/openapi.json` answers and the reference page renders.
 */
export const openApiDocument = (operations: readonly ApiOperation[], info: OpenApiInfo): JsonSchema => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) (paths[operation.path] ??= {})[operation.method] = operationObjectOf(operation);
  const scopes = Object.fromEntries(API_SCOPES.map((scope) => [scope, API_SCOPE_LABELS[scope]]));
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: DIALECT,
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: `An API token made by an admin (the API tokens screen or \`vms tokens create\`), as \`Authorization: Bearer <token>\`. Scopes: ${Object.entries(scopes).map(([scope, label]) => `\`${scope}\` (${label})`).join(', ')}.`,
        },
      },
      schemas: { Error: errorSchema },
    },
  };
};
