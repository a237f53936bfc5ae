/** A document's current version, as far as the re-sign rule goes. */
export interface CurrentVersion {
  readonly documentId: number;
  readonly versionId: number;
}

/** A signature the visitor gave before, as far as the re-sign rule goes. */
export interface PastSignature {
  readonly versionId: number;
  readonly signedAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * Whether a visitor signs a document's current version (again) now (docs/product/privacy.md
 * PRIV-DOCS-03): yes when they never signed this version (a new version was published, or this is
 * their first visit); yes when the site has a re-sign period (`resignDays` > 0) and their latest
 * signature of this version is that many days old or more; otherwise no. A signature of an older
 * version counts for nothing here, and is kept all the same.
 */
export const mustSign = (current: CurrentVersion, past: readonly PastSignature[], resignDays: number, now: Date): boolean => {
  const latest = past.filter((signature) => signature.versionId === current.versionId).reduce<Date | null>((last, signature) => (last && last >= signature.signedAt ? last : signature.signedAt), null);
  if (!latest) return true;
  return resignDays > 0 && now.getTime() - latest.getTime() >= resignDays * DAY_MS;
};

/** The current versions a visitor must sign now, in the order given. */
export const versionsToSign = <Version extends CurrentVersion>(current: readonly Version[], past: readonly PastSignature[], resignDays: number, now: Date): Version[] =>
  current.filter((version) => mustSign(version, past, resignDays, now));
