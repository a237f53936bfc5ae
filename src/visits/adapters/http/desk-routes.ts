import type { Hono } from 'hono';
import { DomainError } from '#kernel/domain-error.ts';
import { MAX_RECORD_ID, recordIdOf } from '#contract/record-id.ts';
import { DESK_QUERY_CODES, deskQuerySchema } from '#kernel/desk-query.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { DeskListAnswer, DetailsAnswer, LatestPhotoAnswer, OnSiteAnswer, PhotoUploadedAnswer, TimeRecordedAnswer } from '#contract/api/visit-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { canManageWatchlist, canUseDesk, canWorkWithVisitors } from '#contract/capabilities.ts';
import { onSiteQuerySchema } from '#kernel/validation/on-site-query.ts';
import { photoQuerySchema } from '#kernel/validation/photo-query.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { visitTurnAwaySchema } from '#contract/validation/watchlist.ts';
import { ENTRANCE_ID_CODES, entranceAtSchema } from '#contract/validation/entrance.ts';
import { formatSiteDateTime } from '#contract/visit-time.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { FileRoute } from '../../../platform/http/create-http-app.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import { principalAuditActor } from '../../../platform/ports/audit-log.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { DeskLookups } from '../../application/desk-lookups.ts';
import type { ListDeskVisits } from '../../application/list-desk-visits.ts';
import type { CheckInVisitor } from '../../application/check-in-visitor.ts';
import type { CheckOutVisitor } from '../../application/check-out-visitor.ts';
import type { ReadVisitorPhotos } from '../../application/read-visitor-photos.ts';
import type { ReadPhotoThumbnail } from '../../application/read-photo-thumbnail.ts';
import type { TakeVisitorPhoto } from '../../application/take-visitor-photo.ts';
import type { TurnAwayVisitor } from '../../application/turn-away-visitor.ts';
import { csvDocument } from './csv-document.ts';
import { deskView } from './desk-view.ts';
import { visitIdFrom } from './visit-routes.ts';

export interface DeskRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  /** The installation's first zone: only the roll call file's name; each visit's times are on its own site's clock. */
  readonly timeZone: string;
  readonly listDeskVisits: ListDeskVisits;
  readonly checkIn: CheckInVisitor;
  readonly checkOut: CheckOutVisitor;
  readonly takePhoto: TakeVisitorPhoto;
  readonly photos: ReadVisitorPhotos;
  readonly thumbnail: ReadPhotoThumbnail;
  readonly lookups: DeskLookups;
  readonly turnAway: TurnAwayVisitor;
}

/** The desk's photo upload: the one route whose body is a file (`multipart/form-data`) rather than JSON. */
export const deskPhotoUpload: FileRoute = { method: 'POST', path: '/upload' };

/** A visit id sent as a plain number or enveloped (the description envelopes it; forms send it plain). */
const idFrom = (envelope: NodeEnvelope, value: unknown): number => {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (/^\d+$/.test(text)) {
    // Beyond PostgreSQL's integer, an id would fail the statement (issue 27).
    if (Number(text) > MAX_RECORD_ID) throw new DomainError('input.unreadable');
    return Number(text);
  }
  return visitIdFrom(envelope, text);
};

/** The security desk: approved visitors, time in and out, photos, QR look-up and the roll call. */
export const deskRoutes = (deps: DeskRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const staff = requireCapability(deps.authenticator, canWorkWithVisitors);
  const desk = requireCapability(deps.authenticator, canUseDesk);
  const actorOf = (c: Parameters<typeof principalOf>[0]) => principalAuditActor(principalOf(c));

  app.get('/api/getApprovedVisitor', staff, async (c) => {
    const query = parseInput(deskQuerySchema, c.req.query(), DESK_QUERY_CODES);
    const { records, total, totalCapped } = await deps.listDeskVisits.execute(principalOf(c), query);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt(records.map(deskView)), total, totalCapped } satisfies DeskListAnswer);
  });

  app.post('/visitorTimeIn', desk, async (c) => {
    // time_in from the client is accepted and ignored: the server's clock decides (docs/product/visits.md VIS-DESK-04).
    const body = await readJsonObject(c);
    // The entrance the desk stands at (issue 30), when its site has entrances: checked against the visit's site.
    const { entranceId } = parseInput(entranceAtSchema, { entranceId: body['entranceId'] }, ENTRANCE_ID_CODES);
    const record = await deps.checkIn.execute(idFrom(envelope, body['encryptedId']), actorOf(c), principalOf(c), entranceId);
    return c.json({ message: MESSAGES.time.inRecorded, details: envelope.encrypt(deskView(record)) } satisfies TimeRecordedAnswer);
  });

  // Security turns a flagged visitor away (issue 28), beside the watchlist's Clear flag (same path family, same capability).
  app.post('/api/flagged-visits/:id/turn-away', requireCapability(deps.authenticator, canManageWatchlist), async (c) => {
    const visitId = recordIdOf(c.req.param('id'));
    // Not an id: nothing is looked up, and the answer is the one for a visit without a flag.
    if (visitId === undefined) throw new DomainError('watchlist.visit_not_flagged');
    const { reason } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], visitTurnAwaySchema);
    const { message } = await deps.turnAway.execute(principalOf(c), visitId, reason);
    return c.json({ message } satisfies MessageAnswer);
  });

  app.post('/visitorTimeOut', desk, async (c) => {
    const body = await readJsonObject(c);
    const { entranceId } = parseInput(entranceAtSchema, { entranceId: body['entranceId'] }, ENTRANCE_ID_CODES);
    const record = await deps.checkOut.execute(idFrom(envelope, body['encryptedId']), actorOf(c), principalOf(c), entranceId);
    return c.json({ message: MESSAGES.time.outRecorded, details: envelope.encrypt(deskView(record)) } satisfies TimeRecordedAnswer);
  });

  app.post(deskPhotoUpload.path, desk, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new DomainError('photo.missing');
    }
    const photo = form['photo'];
    if (!(photo instanceof File)) throw new DomainError('photo.missing');
    const { filename } = await deps.takePhoto.execute(principalOf(c), idFrom(envelope, form['visitorId']), new Uint8Array(await photo.arrayBuffer()));
    return c.json({ success: true, filename } satisfies PhotoUploadedAnswer);
  });

  app.get('/api/latest-photo', staff, async (c) => {
    // `name` (lowercased, spaces removed) is part of the description's call; the id decides.
    return c.json((await deps.photos.latest(principalOf(c), idFrom(envelope, c.req.query('id')))) satisfies LatestPhotoAnswer);
  });

  app.get('/photos/:filename', staff, async (c) => {
    const { size } = parseInput(photoQuerySchema, c.req.query());
    const filename = c.req.param('filename');
    const bytes = size === 'thumbnail' ? await deps.thumbnail.execute(principalOf(c), filename) : await deps.photos.file(principalOf(c), filename);
    c.header('Cache-Control', 'private, max-age=600');
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg' });
  });

  app.get('/api/visitor-by-pass/:code', desk, async (c) => {
    return c.json({ details: envelope.encrypt(deskView(await deps.lookups.byPassCode(principalOf(c), c.req.param('code')))) } satisfies DetailsAnswer);
  });

  app.get('/api/on-site', desk, async (c) => {
    const query = parseInput(onSiteQuerySchema, c.req.query());
    const { today, onSite, stale } = await deps.lookups.onSite(principalOf(c));
    c.header('Cache-Control', 'no-store');
    if (query.format === 'json') {
      const records = [...onSite, ...stale];
      return c.json({ details: envelope.encrypt(records.map(deskView)), total: records.length, onSite: onSite.length, stale: stale.length, today } satisfies OnSiteAnswer);
    }
    const staleIds = new Set(stale.map((record) => record.id));
    // The entrance each person came in at (issue 30), beside the time: the record carries its name already (ADR 53), empty where none was recorded.
    const csv = csvDocument(
      ['Name', 'Phone', 'Pass code', 'Visitor type', 'Coming from', 'Host', 'Host e-mail', 'Checked in', 'Entrance', 'Additional visitors', 'Place', 'Checked in before today'],
      (query.stale === 'include' ? [...onSite, ...stale] : onSite).map((r) => [
        r.name,
        r.phone,
        r.passCode,
        r.visitorTypeOther ? `Others (${r.visitorTypeOther})` : r.visitorType,
        r.comingFrom ?? '',
        r.host?.name ?? '',
        r.host?.email ?? '',
        r.checkIn ? formatSiteDateTime(r.checkIn, r.timeZone) : '',
        r.checkInEntrance ?? '',
        r.additionalVisitors ?? 0,
        r.placeToVisit ?? '',
        staleIds.has(r.id) ? 'Yes' : 'No',
      ]),
    );
    const stamp = formatSiteDateTime(new Date(), deps.timeZone).replace(/[: ]/g, '-');
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="on-site-${stamp}.csv"` });
  });
};
