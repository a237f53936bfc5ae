/**
 * The baseline of issue 10: the three hot calls written as a fast engineer would write them by hand,
 * with `node:http` and `pg` only. Same checks (session, idle and absolute expiry, approval, role,
 * visit rules), the same rows read and written (the arrival mail and the audit row included), the
 * same answers (the same enveloped JSON, the same messages), prepared statements on a pool of the
 * same size as the product's. `bench/compare.ts` compiles it with the product's esbuild options and
 * runs it beside the product on the same database.
 *
 *   DATABASE_URL=… VMS_SERVER_SECRET=… VMS_PAYLOAD_PHRASE=… PORT=… node --import tsx bench/baseline/server.ts
 *
 * It reuses the product's visit columns, statements and row type (visits/adapters/sql/visit-statements.ts,
 * visit-row.ts; compiled from the entity definition, inlined as text when compare.ts builds it), so both
 * read the same columns in the same form, and pure formatting (the envelope, date formats, the mail
 * template, `withFields`), never its framework (Hono, inversify, MikroORM) or use cases: compare.ts
 * refuses a build that imports them.
 */
import { createHmac, createSecretKey, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { MESSAGES } from '#contract/messages.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { maskId, type IdKind } from '#contract/visitor-id.ts';
import { visitState } from '#contract/visit-state.ts';
import { formatSiteTime, formatVisitDate, siteToday, timeToSlot } from '#contract/visit-time.ts';
import { arrivalMail } from '../../src/notifications/application/mail/visit-mails.ts';
import { canManageWatchlist } from '#contract/capabilities.ts';
import type { Role } from '#contract/roles.ts';
import { flagRaisedMail } from '../../src/notifications/application/mail/flag-raised-mail.ts';
import { withFields } from '#kernel/with-fields.ts';
import { epochMs } from '../../src/platform/database/epoch-ms.ts';
import type { VisitRow } from '../../src/visits/adapters/sql/visit-row.ts';
import { VISIT_BY_ID, VISIT_BY_ID_FOR_UPDATE, VISIT_COLUMNS } from '../../src/visits/adapters/sql/visit-statements.ts';
import { NAME_SIMILARITY_THRESHOLD, normaliseName, watchlistMatch, type WatchlistMatchKind } from '../../src/watchlist/domain/watchlist-match.ts';

const env = process.env;
const timeZone = env['VMS_TIMEZONE'] ?? 'Asia/Kolkata';
// A key object made once, as the product's (node-server-crypto.ts): a string is wrapped anew on each hash.
const secret = createSecretKey(Buffer.from(env['VMS_SERVER_SECRET']!, 'utf8'));
const publicUrl = (env['VMS_PUBLIC_URL'] ?? `http://localhost:${env['PORT'] ?? 3002}`).replace(/\/+$/, '');
const envelope = new NodeEnvelope(env['VMS_PAYLOAD_PHRASE'] ?? 'vms-development-payload-phrase');
// Idle connections kept 30 s, as the product's pool keeps them (knex's tarn default): with pg's 10 s the
// baseline reconnected between the harness's runs and paid PostgreSQL's backend start-ups the product did not.
const pool = new pg.Pool({ connectionString: env['DATABASE_URL'], max: Number(env['DATABASE_POOL_MAX'] ?? 20), idleTimeoutMillis: 30_000 });
// timestamptz and date as the product reads them: instants as Date, dates as ISO text.
pg.types.setTypeParser(1082, (text) => text);

const IDLE_MS = 10 * 60_000;
const TOUCH_MS = 15_000;
const DESK = new Set(['security', 'admin']);
const STAFF = new Set(['employee', 'manager', 'admin', 'security']);
const WINDOW = 10_000;

interface Principal {
  readonly sessionId: string;
  readonly employeeId: number;
  readonly email: string;
  readonly role: string;
  /** The desk's site (issue 30): the employee's home site, and its clock. */
  readonly siteId: number;
  readonly siteZone: string;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {}
}

/**
 * The headers every answer of the product carries besides its own (docs/product/security-and-operations.md SEC-06: the
 * security headers; a request id for the logs), written as a hand-written server would: constants.
 * bench/compare.ts checks that both servers send the same headers, so these cannot drift.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
} as const;

const send = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'X-Request-Id': randomUUID(),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
    ...extra,
  });
  res.end(json);
};

const tokenOf = (req: IncomingMessage): string | undefined => {
  const cookie = req.headers.cookie ?? '';
  const match = /(?:^|;\s*)vms_session=([^;]+)/.exec(cookie);
  return match?.[1];
};

const SESSION_SQL = {
  name: 'session',
  text: `select s.id, s.employee_id, ${epochMs('s.last_seen_at', 'last_seen_ms')}, ${epochMs('s.expires_at', 'expires_ms')}, e.email, e.status,
                ${epochMs('e.disabled_at', 'disabled_ms')}, lower(d.name) as role, e.home_site_id, st.time_zone as site_zone
           from user_session s join employee e on e.id = s.employee_id join designation d on d.id = e.designation_id
                join site st on st.id = e.home_site_id
          where s.token_hash = $1`,
};

const authenticate = async (req: IncomingMessage, touch: boolean): Promise<Principal> => {
  const token = tokenOf(req);
  if (!token || token.length > 200) throw new Refusal(401, { errmessage: MESSAGES.http.notAuthenticated });
  const hash = createHmac('sha256', secret).update(`session\u0000${token}`, 'utf8').digest('hex');
  const { rows } = await pool.query({ name: SESSION_SQL.name, text: SESSION_SQL.text, values: [hash] });
  const row = rows[0] as
    | { id: string; employee_id: number; last_seen_ms: number; expires_ms: number; email: string; status: string; disabled_ms: number | null; role: string; home_site_id: number; site_zone: string }
    | undefined;
  if (!row) throw new Refusal(401, { errmessage: MESSAGES.session.destroyed });
  const now = Date.now();
  if (now >= row.expires_ms || now - row.last_seen_ms >= IDLE_MS || row.disabled_ms !== null || row.status !== 'Approved') {
    await pool.query({ name: 'end-session', text: 'delete from user_session where id = $1', values: [row.id] });
    throw new Refusal(401, { errmessage: MESSAGES.session.destroyed });
  }
  if (touch && now - row.last_seen_ms >= TOUCH_MS) {
    await pool.query({ name: 'touch', text: 'update user_session set last_seen_at = $2 where id = $1', values: [row.id, new Date(now)] });
  }
  return { sessionId: row.id, employeeId: row.employee_id, email: row.email, role: row.role, siteId: row.home_site_id, siteZone: row.site_zone };
};

/** A visit's row as the product reads it (its column list), with the desk page's open flag for those who manage the watchlist. */
type ListedRow = VisitRow & { open_flag?: boolean };

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

interface HostRow {
  id: number;
  email: string;
  name: string;
  emp_id: string;
}

/**
 * A visit's answer, built as the product builds it (src/visits/adapters/http/desk-view.ts): one object
 * literal of the description's fields, its state and photo added in place, then its flag when the
 * viewer sees flags. No spread: the two servers make the same objects the same way, so what the
 * comparison measures is the framework around them, not two different paths through V8.
 */
const view = (v: ListedRow, host: HostRow | undefined, photoKey: string | undefined, today: string, siteZone: string) => {
  const answer = withFields(
    {
      id: v.id,
      visitor_id: v.pass_code,
      visitortype: v.visitor_type,
      visitortype_other: v.visitor_type_other,
      name: v.name,
      visitor_phonenumber: v.phone,
      visitor_email: v.email,
      address: v.address,
      coming_from: v.coming_from,
      place_to_visit: v.place_to_visit,
      purpose_of_visit: v.purpose_of_visit,
      selected_option: v.selected_option,
      additional_visitor_option: v.additional_visitor_option,
      additional_visitors: v.additional_visitors,
      ppe_options: v.ppe_options,
      aadhar_no: v.id_kind === 'aadhaar' ? maskId(v.id_kind, v.id_last4) : null,
      id_kind: v.id_kind,
      id_masked: maskId(v.id_kind, v.id_last4),
      date_of_visit: formatVisitDate(v.visit_date),
      time_of_visit: timeToSlot(v.visit_time),
      check_in: isoOrNull(v.check_in_ms),
      check_out: isoOrNull(v.check_out_ms),
      approve_status: v.approve_status,
      is_submitted: v.submitted_ms !== null,
      host_email: host?.email ?? null,
      host_name: host?.name ?? null,
      host_emp_id: host?.emp_id ?? null,
      walk_in: v.kiosk_device_id !== null,
    },
    {
      visit_state: visitState(
        {
          submittedAt: dateOrNull(v.submitted_ms),
          approveStatus: v.approve_status,
          checkIn: dateOrNull(v.check_in_ms),
          checkOut: dateOrNull(v.check_out_ms),
          visitDate: v.visit_date,
          cancelledAt: dateOrNull(v.cancelled_ms),
          declinedAt: dateOrNull(v.declined_ms),
        },
        today,
      ),
      photo_filename: photoKey ? (photoKey.split('/').pop() ?? null) : null,
      // Every listed visit is at the desk's site, so its clock is the site's (ADR 43).
      site_time_zone: siteZone,
    },
  );
  return v.open_flag === undefined ? answer : withFields(answer, { flagged: v.open_flag });
};

const hostsAndPhotos = async (client: pg.Pool, visits: readonly ListedRow[]) => {
  const [hosts, photos] = await Promise.all([
    client.query<HostRow>({ name: 'hosts', text: 'select id, email, name, emp_id from employee where id = any($1)', values: [[...new Set(visits.map((v) => v.host_id))]] }),
    client.query<{ visitor_pass_id: number; storage_key: string }>({
      name: 'photos',
      text: 'select distinct on (visitor_pass_id) visitor_pass_id, storage_key from visitor_photo where visitor_pass_id = any($1) order by visitor_pass_id, created_at desc, id desc',
      values: [visits.map((v) => v.id)],
    }),
  ]);
  return { hosts: new Map(hosts.rows.map((h) => [h.id, h])), photos: new Map(photos.rows.map((p) => [p.visitor_pass_id, p.storage_key])) };
};

/** `GET /api/getApprovedVisitor?view=active…`: today's approved visits by time, a page and a capped count. */
const activeList = async (principal: Principal, url: URL) => {
  if (!STAFF.has(principal.role)) throw new Refusal(403, { errmessage: MESSAGES.http.forbidden });
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  // The desk's site (issue 30): the caller's home site, read with the session; "today" is its date.
  const today = siteToday(principal.siteZone, new Date());
  const hostId = DESK.has(principal.role) ? null : principal.employeeId;
  const where = (site: string) => `v.approve_status = 'Approved' and v.anonymised_at is null and v.site_id = ${site} and v.visit_date = $1 and ($2::int is null or v.host_id = $2)`;
  const pageSql = `select ${VISIT_COLUMNS} from visitor_pass v where ${where('$5')} order by v.visit_time, v.visit_date, v.id limit $3 offset $4`;
  // Security and admins see each row's open watchlist flag (issue 13): one index probe per row of the page.
  const seesFlags = canManageWatchlist({ role: principal.role as Role });
  const [visits, counted] = await Promise.all([
    pool.query<ListedRow>({
      name: seesFlags ? 'active-page-flags' : 'active-page',
      text: seesFlags
        ? `select p.*, fl.open_flag is not null as open_flag from (${pageSql}) p
           left join lateral (select true as open_flag from visit_flag f where f.visit_id = p.id and f.cleared_at is null limit 1) fl on true
           order by p.visit_time, p.visit_date, p.id`
        : pageSql,
      values: [today, hostId, pageSize, (page - 1) * pageSize, principal.siteId],
    }),
    pool.query<{ n: string }>({
      name: 'active-count',
      text: `select count(*) n from (select 1 from visitor_pass v where ${where('$4')} limit $3) c`,
      values: [today, hostId, WINDOW + 1, principal.siteId],
    }),
  ]);
  const { hosts, photos } = await hostsAndPhotos(pool, visits.rows);
  const n = Number(counted.rows[0]?.n ?? 0);
  return {
    details: envelope.encrypt(visits.rows.map((v) => view(v, hosts.get(v.host_id), photos.get(v.id), today, principal.siteZone))),
    total: Math.min(n, WINDOW),
    totalCapped: n > WINDOW,
  };
};

/** The watchlist's candidates for a person: the same phone, or a close normalised name (the trigram index). */
const CANDIDATES = `select id, similarity(name_normalised, $1)::float8 as name_similarity, phone, id_kind, id_last4, reason
                      from watchlist_entry
                     where resolved_at is null
                       and ((phone is not null and phone = $2) or (name_normalised % $1 and similarity(name_normalised, $1) >= $3))
                     order by id`;
const HAS_OPEN_FLAG = 'select exists (select 1 from visit_flag where visit_id = $1 and cleared_at is null) as flagged';

/**
 * The arrival screening (issue 13), as the product does it: a visitor the check-in's rules would let in
 * is matched against the active watchlist entries; a match raises a flag per entry, its audit row and
 * security's mail in a transaction of its own, committed whatever the check-in then decides. One
 * prepared statement when nothing matches.
 */
const screenOnArrival = async (principal: Principal, visit: ListedRow, host: HostRow | undefined): Promise<void> => {
  const now = new Date();
  if (visit.anonymised_ms !== null || visit.check_in_ms !== null || visit.approve_status !== 'Approved' || visit.visit_date !== siteToday(timeZone, now)) return;
  const subject = { name: normaliseName(visit.name), phone: visit.phone || null, idKind: visit.id_kind, idLast4: visit.id_last4 || null };
  const { rows } = await pool.query<{ id: number; name_similarity: number; phone: string | null; id_kind: IdKind | null; id_last4: string | null; reason: string }>({
    name: 'watchlist-candidates',
    text: CANDIDATES,
    values: [subject.name, subject.phone, NAME_SIMILARITY_THRESHOLD],
  });
  const matches = rows.flatMap((row) => {
    const kind = watchlistMatch({ phone: row.phone, idKind: row.id_kind, idLast4: row.id_last4 }, subject, row.name_similarity);
    return kind ? [{ entryId: row.id, kind, reason: row.reason }] : [];
  });
  if (matches.length === 0) return;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: raised } = await client.query<{ entry_id: number }>({
      name: 'raise-flags',
      text: `insert into visit_flag (visit_id, entry_id, match_kind, raised_on, raised_at)
             select $1, entry_id, match_kind, 'arrival', $4 from unnest($2::int[], $3::text[]) as m(entry_id, match_kind)
             on conflict (visit_id, entry_id) do nothing returning entry_id`,
      values: [visit.id, matches.map((m) => m.entryId), matches.map((m) => m.kind), now],
    });
    const fresh = matches.filter((m) => raised.some((r) => r.entry_id === m.entryId));
    if (fresh.length > 0) {
      await client.query({
        name: 'audit-flagged',
        text: `insert into audit_log (at, actor_type, actor_id, actor_label, action, subject_type, subject_id, details) values ($1, 'system', null, 'system:watchlist', 'visit.flagged', 'visit', $2, $3)`,
        values: [now, String(visit.id), JSON.stringify({ on: 'arrival', matches: fresh.map((m) => ({ entryId: m.entryId, kind: m.kind })) })],
      });
      const { rows: staff } = await client.query<{ email: string; role: Role }>({
        name: 'watchlist-managers',
        text: `select e.email, lower(d.name) as role from employee e join designation d on d.id = e.designation_id where e.status = 'Approved' and e.disabled_at is null order by e.id`,
        values: [],
      });
      const recipients = staff.filter((e) => canManageWatchlist({ role: e.role })).map((e) => e.email);
      if (recipients.length > 0) {
        const mail = flagRaisedMail(
          {
            visitId: visit.id,
            visitorName: visit.name,
            hostName: host?.name ?? null,
            place: `the security desk (${principal.email})`,
            on: 'arrival',
            at: formatSiteTime(now, timeZone),
            matches: fresh.map((m): { kind: WatchlistMatchKind; reason: string } => ({ kind: m.kind, reason: m.reason })),
          },
          recipients,
          publicUrl,
        );
        await client.query({
          name: 'outbox',
          text: `insert into mail_outbox (recipients, subject, text_body, html_body, attachments, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $6, $6)`,
          values: [JSON.stringify(mail.to), mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? []), now],
        });
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });

/** `POST /visitorTimeIn`: the visit row locked, checked and written with its audit row and the host's mail. */
const checkIn = async (principal: Principal, body: string) => {
  if (!DESK.has(principal.role)) throw new Refusal(403, { errmessage: MESSAGES.http.forbidden });
  let raw: unknown;
  try {
    raw = (JSON.parse(body) as { encryptedId?: unknown }).encryptedId;
  } catch {
    throw new Refusal(400, { errmessage: MESSAGES.http.invalidPayload });
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number(envelope.decrypt(text));
  // The host and the latest photo before the row is locked: neither changes with a check-in.
  const { rows: found } = await pool.query<VisitRow>({ name: 'visit', text: VISIT_BY_ID, values: [id] });
  const { hosts, photos } = await hostsAndPhotos(pool, found);
  const arriving = found[0];
  if (arriving) await screenOnArrival(principal, arriving, hosts.get(arriving.host_id));
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<VisitRow>({ name: 'lock-visit', text: VISIT_BY_ID_FOR_UPDATE, values: [id] });
    const visit = rows[0];
    if (!visit || visit.anonymised_ms !== null) throw new Refusal(404, { errmessage: MESSAGES.photo.dataError });
    const now = new Date();
    const today = siteToday(timeZone, now);
    if (visit.check_in_ms !== null) throw new Refusal(409, { errmessage: MESSAGES.time.alreadyIn });
    if (visit.approve_status !== 'Approved') throw new Refusal(409, { errmessage: MESSAGES.time.notApproved });
    if (visit.visit_date !== today) throw new Refusal(409, { errmessage: MESSAGES.time.notToday });
    const { rows: flagged } = await client.query<{ flagged: boolean }>({ name: 'has-open-flag', text: HAS_OPEN_FLAG, values: [id] });
    if (flagged[0]?.flagged) throw new Refusal(409, { errmessage: MESSAGES.watchlist.visitFlagged });
    visit.check_in_ms = now.getTime();
    const host = hosts.get(visit.host_id);
    const answer = view(visit, host, photos.get(visit.id), today, timeZone);
    const photoKey = photos.get(visit.id) ?? null;
    const mail = arrivalMail(
      { name: visit.name, comingFrom: visit.coming_from, passCode: visit.pass_code, host: host ? { email: host.email, name: host.name, empId: host.emp_id } : null } as Parameters<typeof arrivalMail>[0],
      formatSiteTime(now, timeZone),
      photoKey,
    );
    await client.query({ name: 'check-in', text: 'update visitor_pass set check_in = $2, check_in_by_id = $3 where id = $1', values: [id, now, principal.employeeId] });
    await client.query({
      name: 'audit',
      text: `insert into audit_log (at, actor_type, actor_id, actor_label, action, subject_type, subject_id, details) values ($1, 'employee', $2, $3, 'visit.checked_in', 'visit', $4, $5)`,
      values: [now, principal.employeeId, principal.email, String(id), JSON.stringify({ at: now.toISOString() })],
    });
    if (mail) {
      await client.query({
        name: 'outbox',
        text: `insert into mail_outbox (recipients, subject, text_body, html_body, attachments, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $6, $6)`,
        values: [JSON.stringify(mail.to), mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? []), now],
      });
    }
    await client.query('commit');
    return { message: MESSAGES.time.inRecorded, details: envelope.encrypt(answer) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    try {
      if (req.method === 'GET' && url.pathname.startsWith('/check-session/')) {
        const [, , encryptedEmail] = url.pathname.split('/');
        try {
          const principal = await authenticate(req, false);
          if (principal.email !== envelope.decrypt(decodeURIComponent(encryptedEmail ?? '')).trim().toLowerCase()) throw new Error('another person');
          return send(res, 200, { message: MESSAGES.session.active });
        } catch {
          return send(res, 401, { message: MESSAGES.session.destroyed });
        }
      }
      if (req.method === 'GET' && url.pathname === '/api/getApprovedVisitor') {
        return send(res, 200, await activeList(await authenticate(req, true), url), { 'Cache-Control': 'no-store' });
      }
      if (req.method === 'POST' && url.pathname === '/visitorTimeIn') {
        const principal = await authenticate(req, true);
        return send(res, 200, await checkIn(principal, await readBody(req)));
      }
      if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
      return send(res, 404, { errmessage: MESSAGES.http.notFound });
    } catch (error) {
      if (error instanceof Refusal) return send(res, error.status, error.body);
      console.error(error);
      return send(res, 500, { errmessage: MESSAGES.http.internal });
    }
  })();
});

server.listen(Number(env['PORT'] ?? 3002), '127.0.0.1', () => console.log(`baseline ready on ${env['PORT']}`));
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
