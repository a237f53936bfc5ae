import type { ConsentEntry } from '../domain/consent-entry.ts';
import type { ConsentSubject } from '../domain/consent.ts';
import type { PrivacyNotice } from '../domain/privacy-notice.ts';

/** The notice files (`src/privacy/notices/<version>.<language>.md`), read and checked once. */
export abstract class NoticeLibrary {
  /** Every notice file, parsed (not yet filled in with a site's facts). */
  abstract all(): readonly Omit<PrivacyNotice, 'hash'>[];
  /** SHA-256 of a text, hex: the hash the evidence names. */
  abstract hashOf(text: string): string;
}

/** The stored consents (`consent_record`). */
export abstract class ConsentRepository {
  abstract add(entry: ConsentEntry): void;
  /** A subject's consents, oldest first, locked for the withdrawal that reads them. */
  abstract lockFor(subject: ConsentSubject): Promise<ConsentEntry[]>;
  /** A subject's consents, oldest first. */
  abstract listFor(subject: ConsentSubject): Promise<ConsentEntry[]>;
}

/** What a site's notice names of it: its name, where grievances go, how long visitor data is kept. */
export interface NoticeSite {
  readonly id: number;
  readonly name: string;
  readonly grievanceEmail: string;
  readonly retentionDays: number;
}

/** The site a notice is about, by id, or the installation's first site; null for an id that is none. */
export abstract class NoticeSites {
  abstract byId(id: number | null): Promise<NoticeSite | null>;
}

/** What a withdrawal did to the visit: recorded in the audit entry and told to the visitor. */
export interface WithdrawalEffects {
  readonly cancelled: boolean;
  readonly photosErased: number;
}

/**
 * What follows a visitor's withdrawal (docs/product/privacy.md PRIV-WITHDRAW), done by visits, which
 * owns the visit and its photos: its optional data erased, the visit cancelled when it has not
 * happened yet. Privacy records the withdrawal; it does not know visits' tables.
 */
export abstract class VisitConsentEffects {
  /**
   * Cancels the visit when it can still be cancelled (not begun, not past) and, when `erasePhotos`
   * (the photo was kept for badge reuse, an optional purpose now withdrawn), erases its photos.
   */
  abstract afterWithdrawal(visitId: number, at: Date, erasePhotos: boolean): Promise<WithdrawalEffects>;
}
