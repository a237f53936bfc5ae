import type { IdKind } from '#contract/visitor-id.ts';
import { normaliseName } from './watchlist-match.ts';

/** Who changed an entry: an employee signed in (security or admin), or the CLI. */
export interface WatchlistActor {
  readonly employeeId: number | null;
  readonly label: string;
}

export interface NewWatchlistEntry {
  readonly name: string;
  readonly phone: string | null;
  /** The ID's kind (null: any kind) and last four characters (issue 31), or nulls. */
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
  readonly reason: string;
  readonly addedBy: WatchlistActor;
  readonly at: Date;
}

/**
 * A person security must see before they walk in (issue 13): a name, optionally a phone number and the
 * last four characters of an ID (Aadhaar or another), and the reason, which only security and admins ever read.
 * Active until resolved; resolving keeps the row (who, when, why) for the audit trail.
 */
export class WatchlistEntry {
  id!: number;
  name: string;
  /** The name as matching compares it (normaliseName), kept beside the name for the trigram index. */
  nameNormalised: string;
  phone: string | null;
  /** Which kind of ID `idLast4` is of; null matches a visitor's ID of any kind. */
  idKind: IdKind | null;
  idLast4: string | null;
  reason: string;
  addedById: number | null;
  addedByLabel: string;
  createdAt: Date;
  resolvedAt: Date | null = null;
  resolvedById: number | null = null;
  resolvedByLabel: string | null = null;
  resolutionNote: string | null = null;
  /**
   * The sites the entry is limited to (issue 30, ADR 42); none: company-wide. Kept in its own table
   * (watchlist_entry_site), not a column: the repository reads it with the entry and writes it when
   * the entry is added.
   */
  siteIds: readonly number[] = [];

  constructor(input: NewWatchlistEntry) {
    this.name = input.name;
    this.nameNormalised = normaliseName(input.name);
    this.phone = input.phone;
    this.idKind = input.idKind;
    this.idLast4 = input.idLast4;
    this.reason = input.reason;
    this.addedById = input.addedBy.employeeId;
    this.addedByLabel = input.addedBy.label;
    this.createdAt = input.at;
  }

  isActive(): boolean {
    return this.resolvedAt === null;
  }

  /** Resolves an active entry; `false` when it already was (nothing changes). */
  resolve(by: WatchlistActor, note: string, at: Date): boolean {
    if (!this.isActive()) return false;
    this.resolvedAt = at;
    this.resolvedById = by.employeeId;
    this.resolvedByLabel = by.label;
    this.resolutionNote = note;
    return true;
  }
}
