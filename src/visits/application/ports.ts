import type { IdKind } from '#contract/visitor-id.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { PhotoSize, VisitorPhoto } from '../domain/visitor-photo.ts';
import type { ListedVisit, VisitListCriteria } from './desk-filters.ts';
import type { MyVisitsCriteria } from './my-visits.ts';
import type { VisitRecord } from './visit-record.ts';

export abstract class VisitorPassRepository {
  abstract add(pass: VisitorPass): void;
  abstract findById(id: number): Promise<VisitorPass | null>;
  /** Locks the row until the transaction ends: two racing writers take turns. */
  abstract findByIdForUpdate(id: number): Promise<VisitorPass | null>;
  /**
   * The desk's write path, its busiest: a copy of the pass read (`lock`: and locked until the
   * transaction ends) without change tracking, and an explicit save of what the desk changes.
   * A copy is never saved by anything else: changes to it other than `savePresence` are lost.
   */
  abstract readCopy(id: number, options?: { lock: boolean }): Promise<VisitorPass | null>;
  /** Writes the copy's check-in and check-out (and who recorded them). */
  abstract savePresence(pass: VisitorPass): Promise<void>;
  /** Locks many rows at once, in id order (so two batch jobs cannot deadlock). */
  abstract findManyForUpdate(ids: readonly number[]): Promise<VisitorPass[]>;
  /** How many passes this employee created (the demo seeding's "already done" check). */
  abstract countCreatedBy(employeeId: number): Promise<number>;
  abstract findByPassCode(passCode: string): Promise<VisitorPass | null>;
  /** Every pass of a day (ISO date) with this phone number, by time: a kiosk's lookup (issue 13). */
  abstract findForDayByPhone(day: string, phone: string): Promise<VisitorPass[]>;
  abstract passCodeTaken(passCode: string): Promise<boolean>;
  /** A host's passes, newest visit first; only those with submitted details (and not cancelled or declined: the approval list) when asked. */
  abstract listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]>;
  /** Every pass of a day (ISO date), optionally one host's, by time. */
  abstract listForDay(day: string, hostId: number | null): Promise<VisitorPass[]>;
  /**
   * Submitted passes waiting for their host's approval on `fromDay` (ISO date) or later, optionally one host's: a
   * cancelled or declined one waits for nothing, and one whose day has passed is missed.
   */
  abstract listAwaitingApproval(hostId: number | null, fromDay: string): Promise<VisitorPass[]>;
  /** Not yet anonymised passes of one site's days before `day` (its date), in id order after `afterId` (retention). */
  abstract pageNotAnonymisedBefore(siteId: number, day: string, afterId: number, limit: number): Promise<VisitorPass[]>;
  abstract countNotAnonymisedBefore(siteId: number, day: string): Promise<number>;
  /** Lets go of loaded passes: long batch jobs keep their memory flat. */
  abstract release(): void;
}

/** Draws a QR code as a PNG picture. */
export abstract class QrCodeRenderer {
  abstract png(text: string): Promise<Buffer>;
}

export interface VisitCount {
  /** Exact up to the list's window (src/kernel/desk-query.ts); at the window when `capped`. */
  readonly total: number;
  readonly capped: boolean;
}

/**
 * The desk's lists, filtered, searched, sorted and paged by the database. Approved visits only.
 * A page and its count are separate calls so the caller can overlap them: on a common search term
 * the count is the slow part (docs/performance.md).
 */
export abstract class VisitListQuery {
  /** A page of the list, each visit with its open watchlist flag (`openFlag`). */
  abstract page(criteria: VisitListCriteria): Promise<ListedVisit[]>;
  abstract count(criteria: VisitListCriteria): Promise<VisitCount>;
  /** Everyone checked in and not out, whatever the day: the roll call (with `openFlag`). */
  abstract onSite(): Promise<ListedVisit[]>;
  /**
   * Exact counts of lists that differ only in presence and time of day (same dates, host, no search),
   * in one read: a dashboard's numbers.
   */
  abstract countEach(criteria: readonly VisitListCriteria[]): Promise<number[]>;
}

export abstract class VisitorPhotoRepository {
  abstract add(photo: VisitorPhoto): void;
  abstract latestFor(visitorPassId: number): Promise<VisitorPhoto | null>;
  abstract findByStorageKey(storageKey: string): Promise<VisitorPhoto | null>;
  /** The newest photo of each of these visits. */
  abstract latestForMany(visitorPassIds: readonly number[]): Promise<Map<number, VisitorPhoto>>;
  /** Every photo of these visits (retention deletes them). */
  abstract allFor(visitorPassIds: readonly number[]): Promise<VisitorPhoto[]>;
  /** Up to `limit` photos of the site's visits of days before `day` (retention of photos, ADR 50), oldest visits first. */
  abstract pageAtSiteBefore(siteId: number, day: string, limit: number): Promise<VisitorPhoto[]>;
  abstract remove(photos: readonly VisitorPhoto[]): void;
  /**
   * Records the thumbnail of a photo that had none (stored before thumbnails were), unless another
   * request did first; true when this call did. The row stays locked until the transaction ends.
   */
  abstract setThumbnailKey(photoId: number, thumbnailKey: string): Promise<boolean>;
}

/**
 * Reads a JPEG's size from its header alone (issue 27): nothing is decoded, so a file that claims
 * 20000×20000 pixels costs no more than one that claims 320×240.
 */
export abstract class JpegInspector {
  /** The size the JPEG's header states, or null when the bytes do not begin as a JPEG does. */
  abstract inspect(bytes: Uint8Array): Promise<PhotoSize | null>;
}

/**
 * Decodes a JPEG and makes its small copy for lists and detail views, never on the event loop (a
 * decode of a few megapixels takes seconds of one core in JavaScript) and never for a picture of more
 * than `MAX_PHOTO_PIXELS`, whatever its header said before (the second fence against decompression bombs).
 */
export abstract class PhotoThumbnailer {
  /**
   * The whole picture decoded (so only a real, complete JPEG passes) and shrunk to at most `maxSide`
   * pixels a side, as a JPEG; null when it does not decode or has more pixels than the limit. Callers
   * have read the header first (JpegInspector): what is not a JPEG never gets here.
   */
  abstract thumbnail(jpeg: Uint8Array, maxSide: number): Promise<Uint8Array | null>;
}

/** The export's formats: CSV (RFC 4180, CRLF line ends), one JSON array, or one JSON object a line. */
export type VisitExportFormat = 'csv' | 'json' | 'ndjson';

/** A host as the export shows it. */
export interface VisitExportHost {
  readonly email: string;
  readonly name: string;
}

/** Whole exported rows, already encoded, and how many there are (for a progress indicator). */
export interface EncodedVisits {
  readonly bytes: Uint8Array;
  readonly rows: number;
}

/** One consistent read (a database snapshot) of the visits of a range of days. */
export interface VisitExportSnapshot {
  /** How many visits the range holds. */
  readonly total: number;
  /** Every host the range's visits name, so that they can be looked up once, before the rows. */
  readonly hostIds: readonly number[];
  /**
   * The visits in id order, encoded by the rules of export-visits.ts (EXPORT_COLUMNS), each visit's
   * state on its own site's date today (`todayAt`, by site id; issue 30), in chunks of
   * whole rows: `csv` one record a row, each ending CRLF (no header); `ndjson` one object a line,
   * each ending LF; `json` the objects, `\n` before the first and `,\n` before each other (no
   * brackets). Streamed, so memory stays flat however many visits there are. The snapshot ends when
   * the rows are read, abandoned or failed.
   */
  rows(options: { readonly todayAt: ReadonlyMap<number, string>; readonly entranceNames: ReadonlyMap<number, string>; readonly format: VisitExportFormat; readonly hosts: ReadonlyMap<number, VisitExportHost> }): AsyncIterable<EncodedVisits>;
  /** Ends the snapshot without reading the rows (safe to call again, or after the rows). */
  close(): Promise<void>;
}

/** Every pass of a range of days, streamed from the database already encoded (docs/performance.md). */
export abstract class VisitExportSource {
  /** `from` and `to` are ISO dates, both included; `siteId`: only that site's visits (null: every site's). */
  abstract open(from: string, to: string, siteId?: number | null): Promise<VisitExportSnapshot>;
}

/**
 * Which visits insights count: a range of the sites' days, every host's visits (null) or only these
 * hosts', and every site's (null or absent) or one site's (issue 30).
 */
export interface InsightScope {
  /** ISO dates, both included. */
  readonly from: string;
  readonly to: string;
  /** Today at the site (over several sites, the earliest of their dates): no-shows count only the days before it. */
  readonly today: string;
  readonly hostIds: readonly number[] | null;
  /** The sites counted (issue 30): one picked, a site admin's own; null: every site. */
  readonly siteIds?: readonly number[] | null;
}

/** A site's zone, for figures read on each visit's own site's clock. */
export interface SiteZone {
  readonly siteId: number;
  readonly timeZone: string;
}

/** One day of the range, as the daily charts need it (days without a pass are left out). */
export interface InsightDay {
  /** ISO date. */
  readonly date: string;
  readonly visits: number;
  readonly arrived: number;
  /** Visits checked in and out, and the sum of their stays in seconds. */
  readonly completed: number;
  readonly staySeconds: number;
  /** Approved visits of a day before today, and those of them never checked in. */
  readonly approvedPast: number;
  readonly noShows: number;
}

/**
 * The insights' figures, each counted by the database (ADR 11: plain SQL on the ORM's pool) over
 * indexed columns, so that every chart answers quickly at a million visits (bench/insights.ts).
 */
export abstract class VisitInsightsSource {
  abstract days(scope: InsightScope): Promise<InsightDay[]>;
  /** Passes by visitor type, most first. */
  abstract visitorTypes(scope: InsightScope): Promise<{ readonly visitorType: string; readonly visits: number }[]>;
  /**
   * Check-ins by the hour (0–23) of the site's clock in `zones` (one zone), or of each visit's own
   * site's (each site's zone); hours without one are left out.
   */
  abstract arrivalHours(scope: InsightScope, zones: string | readonly SiteZone[]): Promise<{ readonly hour: number; readonly arrivals: number }[]>;
  /** The `limit` hosts with the most passes, most first (ties: more arrivals, then the lower host id). */
  abstract busiestHosts(scope: InsightScope, limit: number): Promise<{ readonly hostId: number; readonly visits: number; readonly arrived: number }[]>;
}

/**
 * My visitors (issue 12): one host's visits in every state, filtered, searched, ordered (upcoming
 * first, then the past, most recent first: my-visits.ts) and paged by the database.
 */
export abstract class MyVisitsQuery {
  abstract page(criteria: MyVisitsCriteria): Promise<VisitorPass[]>;
  abstract count(criteria: MyVisitsCriteria): Promise<number>;

  /**
   * Several lists of one host counted at once (a dashboard's numbers). By default a count each; the
   * SQL adapter reads the host's rows once, each list a `filter` of one statement.
   */
  countEach(criteria: readonly MyVisitsCriteria[]): Promise<number[]> {
    return Promise.all(criteria.map((one) => this.count(one)));
  }
}

/**
 * Where a visit's visitor is screened against the watchlist (issue 13): the pass, then the details;
 * a walk-in when the kiosk records it; every visit still expected when a new entry is added
 * ('entry'); every visitor again on arrival (the check-in), which catches what a race between a pass
 * and an entry added at the same moment left unscreened.
 */
export type ScreeningPoint = 'pass' | 'details' | 'walk_in' | 'entry' | 'arrival';

/** A visit's visitor as far as screening goes. */
export interface ScreenedVisit {
  readonly visitId: number;
  /** The visit's site: an entry limited to other sites does not flag it (issue 30, ADR 42). */
  readonly siteId: number;
  readonly name: string;
  readonly phone: string | null;
  /** The ID the visitor gave (issue 31): its kind and last four characters, all that is kept of it. */
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
  /**
   * At the door ('walk_in', 'arrival', and a check-in refused for a flag), for security's mail: the
   * host's name and where the visitor stands (`the security desk (guard@…)`, `kiosk Reception 1`).
   */
  readonly hostName?: string | null;
  readonly place?: string;
}

/**
 * What visits ask of the watchlist (issue 13; implemented by src/watchlist): screen a visit's visitor
 * when a pass is created, when the details are submitted, when a kiosk records a walk-in and when the
 * visitor arrives (the check-in), whether a visit may be checked in, and tell security when a check-in
 * was refused for a flag. Called inside the caller's transaction; a flag raised at a walk-in also
 * queues security's mail in it. It answers nothing about an entry: the visits' answers and mails,
 * which reach hosts and visitors, cannot carry a reason or even the fact of a match.
 */
export abstract class VisitScreening {
  /** Flags the visit for each active entry its visitor matches (audited, without the reason). */
  abstract screen(visit: ScreenedVisit, on: ScreeningPoint): Promise<void>;
  /**
   * Whether `screen` could raise a flag for this visitor (they match an active entry): one read,
   * outside any transaction, so that the check-in opens the screening's own transaction only for a
   * visitor who matches (issue 10). The answer decides that and nothing else: it never goes into an
   * answer, a mail or a log line.
   */
  abstract matchesAny(visit: ScreenedVisit): Promise<boolean>;
  /** Whether the visit has a flag security has not cleared. */
  abstract isFlagged(visitId: number): Promise<boolean>;
  /**
   * A check-in of this visit (at the desk or a kiosk) was just refused for its open flags: the visitor
   * is at the door, so security is mailed, whatever raised the flags, once per visit for the flags open
   * now (a second try at the door, on any replica, mails nobody again; a flag raised later does). Called
   * in a transaction of its own, since the refused check-in's rolled back.
   */
  abstract flaggedAtTheDoor(visit: ScreenedVisit): Promise<void>;
  /**
   * Security turned the visitor away (issue 28): every open flag of the visit is closed as turned away,
   * by whom and why, under the flags' row locks. Answers how many it closed (none: the visit was not
   * flagged). Called in the caller's transaction.
   */
  abstract turnedAway(visitId: number, by: { readonly employeeId: number; readonly label: string }, reason: string): Promise<number>;
}

/**
 * What the watchlist reads of visits when an entry is added (issue 13, ADR 13): the visits still
 * expected that the entry could match. The watchlist's rule needs the phone or the ID's last four to
 * agree exactly, so the visits with either are every visit it can flag; the watchlist never reads
 * `visitor_pass` itself.
 */
export abstract class ExpectedVisits {
  /**
   * Visits of `fromDay` (ISO date, the site's today) or later, not cancelled, declined, anonymised or
   * checked in, whose visitor's phone is `phone` or whose ID's last four are `id.last4` (of the kind
   * `id.kind`; a null kind is any kind; a null matches nothing), by id.
   */
  abstract withPhoneOrId(fromDay: string, phone: string | null, id: { readonly kind: IdKind | null; readonly last4: string } | null): Promise<ScreenedVisit[]>;
}

/** Someone about to come in, as the systems asked before a check-in or a walk-in are told of them (issue 32). */
export type ArrivalQuestion =
  | { readonly kind: 'check_in'; readonly visit: VisitRecord; readonly kioskName: string | null }
  | {
      readonly kind: 'walk_in';
      readonly siteId: number;
      readonly visitorName: string;
      readonly host: { readonly name: string; readonly email: string; readonly empId: string };
      readonly kioskName: string;
    };

/**
 * Other systems' say before a visitor comes in (the webhooks' pre-check, docs/adr/0046-signed-webhooks.md): resolves when
 * they let the visitor in (or none is asked), throws a DomainError (`webhook.precheck_denied`,
 * `webhook.precheck_unanswered`) when they refuse. Called outside any transaction: it waits for a
 * receiver (3 s at most), and no row is locked meanwhile.
 */
export abstract class ArrivalGate {
  abstract admit(question: ArrivalQuestion): Promise<void>;
}
