import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { VisitorPhoto } from '../domain/visitor-photo.ts';
import type { VisitListCriteria } from './desk-filters.ts';

export abstract class VisitorPassRepository {
  abstract add(pass: VisitorPass): void;
  abstract findById(id: number): Promise<VisitorPass | null>;
  /** Locks the row until the transaction ends: two racing writers take turns. */
  abstract findByIdForUpdate(id: number): Promise<VisitorPass | null>;
  /** Locks many rows at once, in id order (so two batch jobs cannot deadlock). */
  abstract findManyForUpdate(ids: readonly number[]): Promise<VisitorPass[]>;
  /** How many passes this employee created (the demo seeding's "already done" check). */
  abstract countCreatedBy(employeeId: number): Promise<number>;
  abstract findByPassCode(passCode: string): Promise<VisitorPass | null>;
  abstract passCodeTaken(passCode: string): Promise<boolean>;
  /** A host's passes, newest visit first; only those with submitted details when asked. */
  abstract listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]>;
  /** Every pass of a day (ISO date), optionally one host's, by time. */
  abstract listForDay(day: string, hostId: number | null): Promise<VisitorPass[]>;
  /** Submitted passes waiting for their host's approval, optionally one host's. */
  abstract listAwaitingApproval(hostId: number | null): Promise<VisitorPass[]>;
  /** Not yet anonymised passes of days before `day`, in id order after `afterId` (retention). */
  abstract pageNotAnonymisedBefore(day: string, afterId: number, limit: number): Promise<VisitorPass[]>;
  abstract countNotAnonymisedBefore(day: string): Promise<number>;
  /** Lets go of loaded passes: long batch jobs keep their memory flat. */
  abstract release(): void;
}

/** Draws a QR code as a PNG picture. */
export abstract class QrCodeRenderer {
  abstract png(text: string): Promise<Buffer>;
}

export interface VisitCount {
  /** Exact up to the list's window (src/shared/desk-query.ts); at the window when `capped`. */
  readonly total: number;
  readonly capped: boolean;
}

/**
 * The desk's lists, filtered, searched, sorted and paged by the database. Approved visits only.
 * A page and its count are separate calls so the caller can overlap them: on a common search term
 * the count is the slow part (docs/performance.md).
 */
export abstract class VisitListQuery {
  abstract page(criteria: VisitListCriteria): Promise<VisitorPass[]>;
  abstract count(criteria: VisitListCriteria): Promise<VisitCount>;
  /** Everyone checked in and not out, whatever the day: the roll call. */
  abstract onSite(): Promise<VisitorPass[]>;
}

export abstract class VisitorPhotoRepository {
  abstract add(photo: VisitorPhoto): void;
  abstract latestFor(visitorPassId: number): Promise<VisitorPhoto | null>;
  abstract findByStorageKey(storageKey: string): Promise<VisitorPhoto | null>;
  /** The newest photo of each of these visits. */
  abstract latestForMany(visitorPassIds: readonly number[]): Promise<Map<number, VisitorPhoto>>;
  /** Every photo of these visits (retention deletes them). */
  abstract allFor(visitorPassIds: readonly number[]): Promise<VisitorPhoto[]>;
  abstract remove(photos: readonly VisitorPhoto[]): void;
}

/** Checks that a file really is a JPEG picture (by decoding it, not by its name) and reads its size. */
export abstract class JpegInspector {
  abstract inspect(bytes: Uint8Array): { readonly width: number; readonly height: number } | null;
}

/** Every pass of a range of days, read through a database cursor: memory stays flat however many there are. */
export abstract class VisitExportSource {
  abstract count(from: string, to: string): Promise<number>;
  /**
   * The passes in id order, each made only when it is asked for (the cursor reads rows a batch at a
   * time): a pass lives only while it is being exported.
   */
  abstract passes(from: string, to: string): AsyncIterable<VisitorPass>;
}
