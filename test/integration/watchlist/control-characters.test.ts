import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, checkSession, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

type Answer = { message?: string; id?: number; errmessage?: string; code?: string; field?: string };

/**
 * Terminal escapes (issue 27, item 5): a kiosk's name and the watchlist's reasons and notes are
 * printed by `vms`, so they refuse control characters at input, in the shared schema the forms use
 * too: ESC, CR, TAB, DEL, C1 and the direction overrides. The reasons are written in boxes of several
 * lines, so they keep line feeds; a kiosk's name is one line, so it refuses them too.
 */
const REFUSED = { escape: '\u001b]0;owned\u0007', carriageReturn: '\r', tab: '\t', delete: '\u007f', c1: '\u009b2J', override: '\u202e', isolate: '\u2066' };

describe('names and reasons `vms` prints refuse control characters', () => {
  let t: TestApp;
  let guard: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(() => t.close());

  const post = (client: TestClient, path: string, payload: Record<string, unknown>) => client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
  const count = async (table: string) => (await queryRows<{ n: number }>(t.database.url, `select count(*)::int n from ${table}`))[0]!.n;

  it('should refuse a kiosk name with a control character or a line break, with the form\'s message, starting nothing', async () => {
    for (const [what, character] of Object.entries({ ...REFUSED, lineFeed: '\n' })) {
      const refused = await post(guard, '/api/kiosk/devices', { name: `Reception ${character} A` });
      expect(refused.status, what).toBe(400);
      expect(refused.body, what).toEqual({ errmessage: MESSAGES.kiosk.deviceNameInvalid, code: 'input.invalid', field: 'name' });
    }
    expect(await count('kiosk_device')).toBe(0);
    // Refused, the guard is still signed in on this device (a started kiosk would have ended the session).
    expect((await checkSession(t, guard, email('guard'))).status).toBe(200);
  });

  it('should refuse a watchlist reason, resolution note or clearing reason with a control character, keeping line feeds', async () => {
    const text = (character: string) => `Threatened the staff ${character} at the gate.`;
    for (const [what, character] of Object.entries(REFUSED)) {
      expect((await post(guard, '/api/watchlist', { name: 'Rohan Verma', reason: text(character) })).body, what).toEqual({
        errmessage: MESSAGES.watchlist.reasonInvalid,
        code: 'input.invalid',
        field: 'reason',
      });
      expect((await post(guard, '/api/watchlist/1/resolve', { note: text(character) })).body, what).toEqual({
        errmessage: MESSAGES.watchlist.noteInvalid,
        code: 'input.invalid',
        field: 'note',
      });
      expect((await post(guard, '/api/flagged-visits/1/clear', { reason: text(character) })).body, what).toEqual({
        errmessage: MESSAGES.watchlist.clearReasonInvalid,
        code: 'input.invalid',
        field: 'reason',
      });
    }
    expect(await count('watchlist_entry')).toBe(0);

    const added = await post(guard, '/api/watchlist', { name: 'Rohan Verma', reason: 'Threatened the staff.\nEscort only; Hindi: धमकी दी.' });
    expect(added.status).toBe(201);
    const [row] = await queryRows<{ reason: string }>(t.database.url, 'select reason from watchlist_entry where id = $1', [added.body.id]);
    expect(row!.reason).toBe('Threatened the staff.\nEscort only; Hindi: धमकी दी.');
  });
});
