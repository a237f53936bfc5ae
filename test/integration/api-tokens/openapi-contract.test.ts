import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#contract/api-token-scopes.ts';
import { tokenCall, tokenSecret } from '../../support/api-token-flows.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';
import { passPayload } from '../../support/visit-flows.ts';

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** A JSON Pointer token (RFC 6901). */
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('the OpenAPI document: a valid OpenAPI 3.1 document, and every operation in it answers as it says', () => {
  let t: TestApp;
  let token: string;
  let document: OpenApi;
  // Not strict: the document itself (added whole, so `$ref`s into it resolve) holds keywords that are OpenAPI's, not JSON Schema's.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  // A CommonJS module whose export is the plugin itself: its types say `.default`, Node hands over the function.
  (ajvFormats as unknown as typeof ajvFormats.default)(ajv);

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    // Every scope, acting for an admin (who may both host and use the desk): every operation is allowed.
    ({ token } = await tokenSecret(t, admin, { name: 'Contract test', scopes: [...API_SCOPES] }));
    const answer = await t.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenApi;
    ajv.addSchema(document, 'openapi.json');
  });
  afterAll(() => t.close());

  const visit = async (fixture: Omit<VisitFixture, 'hostEmail' | 'name'>): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    try {
      const [id] = await insertVisits(sql, [{ hostEmail: email('admin'), name: 'Kavya Rao', ...fixture }]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  /** How each documented operation is called for real: its path's values, and its body. A new operation without a line here fails the test. */
  const calls: Record<string, () => Promise<{ path: string; body?: unknown }>> = {
    listVisits: async () => ({ path: '/api/v1/visits?view=history&pageSize=5' }),
    getVisit: async () => ({ path: `/api/v1/visits/${await visit({ date: '2026-11-20' })}` }),
    createPass: async () => ({ path: '/api/v1/visits', body: passPayload() }),
    listEvents: async () => ({ path: '/api/v1/events?after=0&limit=50' }),
    approveVisit: async () => ({ path: `/api/v1/visits/${await visit({ date: '2026-11-21', approved: false })}/approve` }),
    cancelVisit: async () => ({ path: `/api/v1/visits/${await visit({ date: '2026-11-21' })}/cancel` }),
    checkIn: async () => ({ path: `/api/v1/visits/${await visit({ date: '2026-11-20' })}/check-in` }),
    checkOut: async () => ({ path: `/api/v1/visits/${await visit({ date: '2026-11-20', checkIn: new Date('2026-11-20T04:00:00Z') })}/check-out` }),
  };

  it('should be valid OpenAPI 3.1 by a real validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('should document at least the calls of the issue: list and read visits, create a pass, approve, cancel, check in and out, and the events', () => {
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.sort()).toEqual(Object.keys(calls).sort());
  });

  it('should answer every documented operation, called with a token, with its documented status and a body its schema accepts', async () => {
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const call = calls[operation.operationId];
        if (!call) throw new Error(`no call for the documented operation ${operation.operationId}`);
        const { path: concrete, body } = await call();
        const answer = await tokenCall<unknown>(t, token, method.toUpperCase(), concrete, body);
        const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
        expect({ operation: operation.operationId, status: answer.status }).toEqual({ operation: operation.operationId, status: Number(success) });
        const validate = ajv.getSchema(`openapi.json#/${pointer('paths', path, method, 'responses', success!, 'content', 'application/json', 'schema')}`);
        expect(validate, `${operation.operationId}'s answer schema`).toBeTypeOf('function');
        const valid = validate!(answer.body);
        expect({ operation: operation.operationId, errors: valid ? null : validate!.errors }).toEqual({ operation: operation.operationId, errors: null });
        checked.push(operation.operationId);
      }
    }
    expect(checked).toHaveLength(Object.keys(calls).length);
  });

  it('should answer refusals with the documented error schema and one of the codes the operation lists', async () => {
    const refused = await tokenCall<{ code: string }>(t, token, 'POST', '/api/v1/visits/2147483647/check-out');
    expect(refused.status).toBe(404);
    const validate = ajv.getSchema(`openapi.json#/${pointer('paths', '/api/v1/visits/{id}/check-out', 'post', 'responses', '404', 'content', 'application/json', 'schema')}`)!;
    expect(validate(refused.body)).toBe(true);
    // A code the operation does not list is not accepted by its schema.
    expect(validate({ errmessage: 'x', code: 'site.not_found' })).toBe(false);
  });

  it('should serve a reference page rendered from the document, under the app\'s Content-Security-Policy, with no script', async () => {
    const page = await t.request('/api/reference');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(html).toContain(`id="${operation.operationId}"`);
        expect(html).toContain(`<code>${path}</code>`);
      }
    }
  });
});
