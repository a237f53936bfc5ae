import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { ID_MESSAGES } from '#contract/id-messages.ts';
import { verhoeffCheckDigit } from '#contract/verhoeff.ts';
import { visitorRecordListSchema } from '#contract/api/visit-answers.ts';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { migratorOf } from '../../../src/platform/database/migrate.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { startRuntime } from '../../../src/runtime.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { createEmptyDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

/** The migration that erases the sealed numbers (issue 31), and the one an installation made before it stops at. */
const ID_MASKED = 'Migration20261129000932_id_masked';
const BEFORE_ID_MASKED = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(ID_MASKED) - 1]!;

/** A valid Aadhaar number: 11 digits and their Verhoeff check digit. */
const aadhaar = (first11: string): string => `${first11}${verhoeffCheckDigit(first11)}`;

/** `2341 2341 2346`, as a visitor may type it (an audit looks for both forms). */
const spaced = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Every place a number could hide, as an auditor would look: each text, varchar, char, json, jsonb
 * and bytea column of every table of the schema (from information_schema), searched for each needle.
 * Answers the hits as `table.column: needle`.
 */
const findAnywhere = async (url: string, needles: readonly string[]): Promise<string[]> => {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    url,
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')
      order by table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const client = await sqlClient(url);
  const hits: string[] = [];
  try {
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const holds = type === 'bytea' ? `position(convert_to($1, 'UTF8') in "${column}") > 0` : `position($1 in "${column}"::text) > 0`;
      for (const needle of needles) {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}" where ${holds}`, [needle]);
        if (rows[0]!.n > 0) hits.push(`${table}.${column}: ${needle}`);
      }
    }
  } finally {
    await client.end();
  }
  return hits;
};

describe('an installation that kept sealed Aadhaar numbers, upgraded (issue 31)', () => {
  const SECRET = 'an-old-installations-server-secret-0123456789';
  /** The numbers the old version sealed, as three visitors gave them. */
  const NUMBERS = [aadhaar('49786512034'), aadhaar('23412341234'), aadhaar('87654321098')];
  /** The old SecretBox: AES-256-GCM under a key derived from the server secret, `v1.<iv>.<tag>.<ciphertext>`. */
  const sealedAsBefore = (plain: string): string => {
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'vms-secret-box', 'aadhaar', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  };
  const SEALED = NUMBERS.map(sealedAsBefore);
  let database: TestDatabase;
  let dataDir: string;
  const env = () => ({ NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: SECRET });

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-aadhaar-'));
    const old = await startRuntime({ env: env(), migrate: false, logger: createLogger('silent'), poolMax: 2 });
    try {
      await (await migratorOf(old.database.orm)).up({ to: BEFORE_ID_MASKED });
    } finally {
      await old.close();
    }
    // The rows as the old code wrote them: the sealed number and its last four digits, in one statement.
    const sql = await sqlClient(database.url);
    try {
      await sql.query(`insert into employee (emp_id, name, email, designation_id, status, created_at)
        values ('H1', 'Priya Sharma', 'priya@example.com', (select id from designation where name = 'Employee'), 'Approved', now())`);
      for (const [i, number] of [...NUMBERS, null].entries()) {
        await sql.query(
          `insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, visit_date, visit_time, link_expires_at, created_at, aadhaar_encrypted, aadhaar_last4, submitted_at)
           values ($1, 'Suppliers', $2, '981234567' || $3, (select id from employee where emp_id = 'H1'), '2026-11-21', '10:30', now(), now(), $4, $5, now())`,
          [`OLDPASS${i}`, `Visitor ${'ABCD'[i]}`, String(i), i < NUMBERS.length ? SEALED[i] : null, number?.slice(-4) ?? null],
        );
      }
      await sql.query(`insert into watchlist_entry (name, name_normalised, phone, aadhaar_last4, reason, added_by_label, created_at)
        values ('Visitor A', 'visitor a', null, $1, 'Threatened the reception staff on 2 November.', 'cli:root', now())`, [NUMBERS[0]!.slice(-4)]);
    } finally {
      await sql.end();
    }
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // One test, in the order an upgrade happens: each step reads what the one before it left.
  it('should hold the sealed numbers before the upgrade, erase them with `vms db migrate` (which says how many rows it changed), keep every last four as an Aadhaar, leave no trace in any column, and say nothing more on a later start', async () => {
    expect(await findAnywhere(database.url, SEALED)).toEqual(SEALED.map((sealed) => `visitor_pass.aadhaar_encrypted: ${sealed}`));

    const result = await runCliInProcess(['db', 'migrate'], env());
    expect(result).toMatchObject({ code: 0, stderr: '' });
    // The migrations after this one are applied too; what matters is that this one was, and what it said.
    const [applied, note, ...rest] = result.stdout.split('\n');
    expect(applied?.replace(/^Applied \d+: /, '').split(', ')).toContain(ID_MASKED);
    expect([note, ...rest]).toEqual(['Erased the sealed Aadhaar number of 3 visits; only the last four digits are kept.', '']);

    expect(await queryRows(database.url, 'select pass_code, id_kind, id_last4 from visitor_pass order by pass_code')).toEqual([
      ...NUMBERS.map((number, i) => ({ pass_code: `OLDPASS${i}`, id_kind: 'aadhaar', id_last4: number.slice(-4) })),
      { pass_code: 'OLDPASS3', id_kind: null, id_last4: null },
    ]);
    expect(await queryRows(database.url, 'select id_kind, id_last4 from watchlist_entry')).toEqual([{ id_kind: 'aadhaar', id_last4: NUMBERS[0]!.slice(-4) }]);
    expect(await queryRows(database.url, "select column_name from information_schema.columns where table_schema = 'public' and column_name like 'aadhaar%'")).toEqual([]);
    expect(await queryRows(database.url, "select actor_type, actor_label, action, details from audit_log where action = 'privacy.aadhaar_erased'")).toEqual([
      { actor_type: 'system', actor_label: 'system:migration', action: 'privacy.aadhaar_erased', details: { rows: 3 } },
    ]);
    expect(await findAnywhere(database.url, [...SEALED, ...NUMBERS, ...NUMBERS.map(spaced)])).toEqual([]);

    // A later start: the erasure ran once.
    const lines: Record<string, unknown>[] = [];
    const again = await startRuntime({ env: env(), logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }), poolMax: 2 });
    await again.close();
    expect(lines.filter((line) => line['msg'] === 'migration note' || line['msg'] === 'migrations applied')).toEqual([]);
    expect(await queryRows(database.url, "select count(*)::int as n from audit_log where action = 'privacy.aadhaar_erased'")).toEqual([{ n: 1 }]);
  });
});

describe('a server that starts on an old installation logs the count', () => {
  let database: TestDatabase;
  let dataDir: string;

  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should log how many sealed numbers the upgrade erased, without any of them', async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-aadhaar-log-'));
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40) };
    const old = await startRuntime({ env, migrate: false, logger: createLogger('silent'), poolMax: 2 });
    try {
      await (await migratorOf(old.database.orm)).up({ to: BEFORE_ID_MASKED });
    } finally {
      await old.close();
    }
    await queryRows(database.url, `insert into employee (emp_id, name, email, designation_id, status, created_at)
      values ('H1', 'Priya Sharma', 'priya@example.com', (select id from designation where name = 'Employee'), 'Approved', now())`);
    await queryRows(
      database.url,
      `insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, visit_date, visit_time, link_expires_at, created_at, aadhaar_encrypted, aadhaar_last4)
       values ('OLDPASS1', 'Suppliers', 'Visitor A', '9812345670', (select id from employee), '2026-11-21', '10:30', now(), now(), 'v1.aaaa.bbbb.cccc', '2346')`,
    );
    const lines: string[] = [];
    const upgraded = await startRuntime({ env, logger: createLogger('info', { write: (line: string) => void lines.push(line) }), poolMax: 2 });
    await upgraded.close();
    const notes = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['msg'] === 'migration note');
    expect(notes.map((line) => line['note'])).toEqual(['Erased the sealed Aadhaar number of 1 visit; only the last four digits are kept.']);
    expect(lines.join('\n')).not.toContain('v1.aaaa.bbbb.cccc');
  });
});

describe('after the upgrade: what a visitor gives is kept only as its kind and last four (issue 31)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let admin: TestClient;
  /** Every number the test submits, each a valid one of its kind. */
  const GIVEN = {
    aadhaarField: aadhaar('56781234567'),
    aadhaar: aadhaar('67894561230'),
    passport: 'K8765432',
    driving_licence: 'MH12 20110054321',
    voter_id: 'ABC7654321',
    pan: 'KLMNO4321P',
    other: 'CARD-98765-432P',
  } as const;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  /** A fresh pass and its link, for a visitor of this name. */
  const newPass = async (name = 'Arjun Mehta') => {
    const visitorEmail = `privacy${++counter}@guest.test`;
    const phoneNumber = `98765${String(10_000 + counter).slice(-5)}`;
    const created = await createPass(t, host, { visitorEmail, name, phoneNumber });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    return { id: created.body.id as number, token, phoneNumber, name };
  };
  const submitted = async (id: number) =>
    (await queryRows<{ submitted_at: Date | null; id_kind: string | null; id_last4: string | null }>(t.database.url, 'select submitted_at, id_kind, id_last4 from visitor_pass where id = $1', [id]))[0]!;

  it('should keep every kind as its kind and last four, answer it masked, and hold no full number in any column, log line or mail', async () => {
    const expected: Record<string, [string, string, string]> = {
      aadhaarField: ['aadhaar', GIVEN.aadhaarField.slice(-4), `XXXX XXXX ${GIVEN.aadhaarField.slice(-4)}`],
      aadhaar: ['aadhaar', GIVEN.aadhaar.slice(-4), `XXXX XXXX ${GIVEN.aadhaar.slice(-4)}`],
      passport: ['passport', '5432', 'XXXX5432'],
      driving_licence: ['driving_licence', '4321', 'XXXX 4321'],
      voter_id: ['voter_id', '4321', 'XXXXXX4321'],
      pan: ['pan', '321P', 'XXXXXX321P'],
      other: ['other', '432P', 'XXXX 432P'],
    };
    for (const [given, number] of Object.entries(GIVEN)) {
      const pass = await newPass();
      // The description's own field for one Aadhaar number; the form's idKind and idNumber for the rest (the Aadhaar typed with spaces).
      const id = given === 'aadhaarField' ? { aadharNo: number } : { aadharNo: '', idKind: given, idNumber: given === 'aadhaar' ? spaced(number) : number };
      const answer = await submitDetails(t, new TestClient(t), pass.token, { mobileNo: pass.phoneNumber, ...id });
      expect(answer, given).toMatchObject({ status: 200, body: { message: MESSAGES.submission.detailsSubmitted } });
      const [kind, last4, masked] = expected[given]!;
      expect(await submitted(pass.id), given).toMatchObject({ id_kind: kind, id_last4: last4 });
      // The visitor's own view of the visit: masked, with its kind; the description's aadhar_no only for an Aadhaar.
      const view = await fetchVisitorData(t, new TestClient(t), pass.phoneNumber, pass.token);
      const record = visitorRecordListSchema.parse(t.envelope.decryptJson(view.body.details))[0]!;
      expect({ kind: record.id_kind, masked: record.id_masked, aadhar_no: record.aadhar_no }, given).toEqual({ kind, masked, aadhar_no: kind === 'aadhaar' ? masked : null });
    }
    await t.deliverMail();

    const numbers = Object.values(GIVEN);
    const forms = [...numbers, ...numbers.map((number) => number.replace(/[\s-]/g, '')), spaced(GIVEN.aadhaar), spaced(GIVEN.aadhaarField)];
    expect(await findAnywhere(t.database.url, forms)).toEqual([]);
    const logged = JSON.stringify(t.logs);
    const mailed = smtp.mails.map((message) => `${message.subject ?? ''}\n${message.text ?? ''}\n${typeof message.html === 'string' ? message.html : ''}`).join('\n');
    for (const form of forms) {
      expect(logged, form).not.toContain(form);
      expect(mailed, form).not.toContain(form);
    }
  });

  it.each([
    ['aadhaar', '234123412345', 'id.aadhaar_invalid', MESSAGES.details.aadhaarInvalid],
    ['passport', '12345678', 'id.passport_invalid', ID_MESSAGES.passportInvalid],
    ['driving_licence', 'ZZ12 20110012345', 'id.driving_licence_invalid', ID_MESSAGES.drivingLicenceInvalid],
    ['voter_id', 'AB12345678', 'id.voter_id_invalid', ID_MESSAGES.voterIdInvalid],
    ['pan', 'ABCD12345F', 'id.pan_invalid', ID_MESSAGES.panInvalid],
    ['other', 'card #7', 'id.other_invalid', ID_MESSAGES.otherInvalid],
    ['ration_card', 'ABC1234567', 'id.kind_invalid', ID_MESSAGES.kindInvalid],
  ])('should refuse a bad %s number with 400, its code and message, and change nothing', async (kind, number, code, message) => {
    const pass = await newPass();
    const answer = await submitDetails(t, new TestClient(t), pass.token, { mobileNo: pass.phoneNumber, aadharNo: '', idKind: kind, idNumber: number });
    expect(answer).toMatchObject({ status: 400, body: { code, errmessage: message } });
    expect(await submitted(pass.id)).toEqual({ submitted_at: null, id_kind: null, id_last4: null });
    expect(JSON.stringify(t.logs)).not.toContain(number);
  });

  it('should flag a visitor on the watchlist by a close name and their ID\'s last four, of the entry\'s kind when it names one', async () => {
    const withPan = await newPass('Kiran Desai');
    const withOther = await newPass('Kiran Desai');
    for (const [pass, idKind, idNumber] of [[withPan, 'pan', 'PQRST5678X'], [withOther, 'other', 'BADGE 678X']] as const) {
      expect((await submitDetails(t, new TestClient(t), pass.token, { mobileNo: pass.phoneNumber, name: pass.name, aadharNo: '', idKind, idNumber })).status).toBe(200);
    }
    const flagsOf = async (entryId: number) =>
      (await queryRows<{ visit_id: number; match_kind: string }>(t.database.url, 'select visit_id, match_kind from visit_flag where entry_id = $1 order by visit_id', [entryId]));
    const addEntry = async (entry: Record<string, unknown>) => {
      const added = await admin.post<{ id: number }>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name: 'Kiran Desai', reason: 'Threatened the reception staff on 2 November.', ...entry }) });
      expect(added.status).toBe(201);
      return added.body.id;
    };

    // A PAN entry: the PAN's last four match; the same four of another kind of ID do not.
    const panEntry = await addEntry({ idKind: 'pan', idLast4: '678x' });
    expect(await flagsOf(panEntry)).toEqual([{ visit_id: withPan.id, match_kind: 'name_and_aadhaar' }]);
    // An entry of no kind: the last four of any kind.
    const anyEntry = await addEntry({ idLast4: '678X' });
    expect(await flagsOf(anyEntry)).toEqual([
      { visit_id: withPan.id, match_kind: 'name_and_aadhaar' },
      { visit_id: withOther.id, match_kind: 'name_and_aadhaar' },
    ]);
    // And a visitor who gives the details after the entry is screened the same way.
    const later = await newPass('Kiran Desai');
    expect((await submitDetails(t, new TestClient(t), later.token, { mobileNo: later.phoneNumber, name: later.name, aadharNo: '', idKind: 'pan', idNumber: 'UVWXY5678X' })).status).toBe(200);
    expect((await flagsOf(panEntry)).map((flag) => flag.visit_id)).toEqual([withPan.id, later.id]);
  });
});
