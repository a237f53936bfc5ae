import { createHash } from 'node:crypto';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import type { Employee } from '../../../src/identity/domain/employee.ts';
import { FileStorage } from '../../../src/platform/ports/file-storage.ts';
import { ServerCrypto } from '../../../src/platform/ports/server-crypto.ts';
import type { ListedVisit, VisitListCriteria } from '../../../src/visits/application/desk-filters.ts';
import {
  ArrivalGate,
  type ArrivalQuestion,
  JpegInspector,
  PhotoThumbnailer,
  QrCodeRenderer,
  VisitListQuery,
  VisitorPassRepository,
  VisitorPhotoRepository,
  VisitScreening,
  type ScreenedVisit,
  type ScreeningPoint,
  type VisitCount,
} from '../../../src/visits/application/ports.ts';
import { VisitorPass, type NewVisitorPass, type SubmittedDetails } from '../../../src/visits/domain/visitor-pass.ts';
import type { PhotoSize, VisitorPhoto } from '../../../src/visits/domain/visitor-photo.ts';
import { PhotoIntake } from '../../../src/visits/application/photo-intake.ts';
import { InMemoryEmployees, savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** In-memory ports for the visits use cases: maps and arrays, and what the use cases did to them. */

const copyOf = (pass: VisitorPass): VisitorPass => Object.assign(Object.create(VisitorPass.prototype) as VisitorPass, pass);

/**
 * Passes keyed by id. `add` waits for a flush (or the commit) to give the pass its id, as the
 * database does; `readCopy` hands out a copy whose only saved changes are `savePresence`'s.
 */
export class InMemoryVisitorPasses extends VisitorPassRepository implements TakesPartInTransactions {
  readonly rows = new Map<number, VisitorPass>();
  private readonly pending: VisitorPass[] = [];
  private nextId = 1;
  /** Each call that locked rows, in order (`findByIdForUpdate:7`, `readCopy lock:7`...). */
  readonly locks: string[] = [];
  releases = 0;

  constructor(...passes: VisitorPass[]) {
    super();
    for (const pass of passes) this.store(pass);
  }

  /** Puts a pass in as if it had been committed earlier. */
  store(pass: VisitorPass): VisitorPass {
    pass.id ??= this.nextId;
    this.nextId = Math.max(this.nextId, pass.id + 1);
    this.rows.set(pass.id, pass);
    return pass;
  }

  savepoint(): () => void {
    const ids = [...this.rows.keys()];
    const restoreRows = savepointOf([...this.rows.values()]);
    return () => {
      this.pending.splice(0);
      for (const id of [...this.rows.keys()]) if (!ids.includes(id)) this.rows.delete(id);
      restoreRows();
    };
  }

  flush(): void {
    for (const pass of this.pending.splice(0)) this.store(pass);
  }

  add(pass: VisitorPass): void {
    this.pending.push(pass);
  }

  findById(id: number): Promise<VisitorPass | null> {
    return Promise.resolve(this.rows.get(id) ?? null);
  }

  findByIdForUpdate(id: number): Promise<VisitorPass | null> {
    this.locks.push(`findByIdForUpdate:${id}`);
    return this.findById(id);
  }

  readCopy(id: number, options: { lock: boolean } = { lock: false }): Promise<VisitorPass | null> {
    if (options.lock) this.locks.push(`readCopy lock:${id}`);
    const pass = this.rows.get(id);
    return Promise.resolve(pass ? copyOf(pass) : null);
  }

  savePresence(copy: VisitorPass): Promise<void> {
    const stored = this.rows.get(copy.id);
    if (stored) Object.assign(stored, { checkIn: copy.checkIn, checkInById: copy.checkInById, checkOut: copy.checkOut, checkOutById: copy.checkOutById });
    return Promise.resolve();
  }

  findManyForUpdate(ids: readonly number[]): Promise<VisitorPass[]> {
    this.locks.push(`findManyForUpdate:${ids.join(',')}`);
    return Promise.resolve([...ids].sort((a, b) => a - b).flatMap((id) => this.rows.get(id) ?? []));
  }

  countCreatedBy(employeeId: number): Promise<number> {
    return Promise.resolve(this.all().filter((pass) => pass.createdById === employeeId).length);
  }

  findByPassCode(passCode: string): Promise<VisitorPass | null> {
    return Promise.resolve(this.all().find((pass) => pass.passCode === passCode) ?? null);
  }

  findForDayByPhone(day: string, phone: string): Promise<VisitorPass[]> {
    const found = this.all().filter((pass) => pass.visitDate === day && pass.phone === phone);
    return Promise.resolve(found.sort((a, b) => a.visitTime.localeCompare(b.visitTime) || a.id - b.id));
  }

  passCodeTaken(passCode: string): Promise<boolean> {
    return Promise.resolve([...this.all(), ...this.pending].some((pass) => pass.passCode === passCode));
  }

  listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]> {
    const mine = this.all().filter((pass) => pass.hostId === hostId && (!options.submittedOnly || (pass.isSubmitted() && !pass.isCancelled() && !pass.isDeclined())));
    return Promise.resolve(mine.sort((a, b) => b.visitDate.localeCompare(a.visitDate) || b.visitTime.localeCompare(a.visitTime)));
  }

  listForDay(day: string, hostId: number | null): Promise<VisitorPass[]> {
    const ofDay = this.all().filter((pass) => pass.visitDate === day && (hostId === null || pass.hostId === hostId));
    return Promise.resolve(ofDay.sort((a, b) => a.visitTime.localeCompare(b.visitTime) || a.id - b.id));
  }

  listAwaitingApproval(hostId: number | null, fromDay: string): Promise<VisitorPass[]> {
    return Promise.resolve(
      this.all().filter(
        (pass) => pass.isSubmitted() && !pass.isApproved() && !pass.isCancelled() && !pass.isDeclined() && pass.visitDate >= fromDay && (hostId === null || pass.hostId === hostId),
      ),
    );
  }

  pageNotAnonymisedBefore(siteId: number, day: string, afterId: number, limit: number): Promise<VisitorPass[]> {
    return Promise.resolve(this.notAnonymisedBefore(day).filter((pass) => pass.siteId === siteId && pass.id > afterId).slice(0, limit));
  }

  countNotAnonymisedBefore(siteId: number, day: string): Promise<number> {
    return Promise.resolve(this.notAnonymisedBefore(day).filter((pass) => pass.siteId === siteId).length);
  }

  release(): void {
    this.releases += 1;
  }

  private all(): VisitorPass[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id);
  }

  private notAnonymisedBefore(day: string): VisitorPass[] {
    return this.all().filter((pass) => pass.visitDate < day && pass.anonymisedAt === null);
  }
}

export class InMemoryVisitorPhotos extends VisitorPhotoRepository implements TakesPartInTransactions {
  readonly rows: VisitorPhoto[] = [];
  private nextId = 1;

  /** The visits the photos are of, for the retention's page of a site's photos (none: no photo is of a site's visit). */
  constructor(private readonly passes?: InMemoryVisitorPasses) {
    super();
  }

  savepoint(): () => void {
    return savepointOf(this.rows);
  }

  add(photo: VisitorPhoto): void {
    photo.id = this.nextId++;
    this.rows.push(photo);
  }

  latestFor(visitorPassId: number): Promise<VisitorPhoto | null> {
    return Promise.resolve(this.rows.filter((photo) => photo.visitorPassId === visitorPassId).at(-1) ?? null);
  }

  findByStorageKey(storageKey: string): Promise<VisitorPhoto | null> {
    return Promise.resolve(this.rows.find((photo) => photo.storageKey === storageKey) ?? null);
  }

  async latestForMany(visitorPassIds: readonly number[]): Promise<Map<number, VisitorPhoto>> {
    const latest = new Map<number, VisitorPhoto>();
    for (const id of visitorPassIds) {
      const photo = await this.latestFor(id);
      if (photo) latest.set(id, photo);
    }
    return latest;
  }

  allFor(visitorPassIds: readonly number[]): Promise<VisitorPhoto[]> {
    return Promise.resolve(this.rows.filter((photo) => visitorPassIds.includes(photo.visitorPassId)));
  }

  pageAtSiteBefore(siteId: number, day: string, limit: number): Promise<VisitorPhoto[]> {
    const visitOf = (photo: VisitorPhoto) => this.passes?.rows.get(photo.visitorPassId);
    return Promise.resolve(
      this.rows
        .filter((photo) => visitOf(photo)?.siteId === siteId && visitOf(photo)!.visitDate < day)
        .sort((a, b) => visitOf(a)!.visitDate.localeCompare(visitOf(b)!.visitDate) || a.id - b.id)
        .slice(0, limit),
    );
  }

  remove(photos: readonly VisitorPhoto[]): void {
    this.rows.splice(0, this.rows.length, ...this.rows.filter((photo) => !photos.includes(photo)));
  }

  setThumbnailKey(photoId: number, thumbnailKey: string): Promise<boolean> {
    const photo = this.rows.find((row) => row.id === photoId && row.thumbnailKey === null);
    if (photo) photo.thumbnailKey = thumbnailKey;
    return Promise.resolve(photo !== undefined);
  }
}

/** Files by key; takes part in the transaction, as the PostgreSQL store does. */
export class InMemoryFileStorage extends FileStorage implements TakesPartInTransactions {
  readonly files = new Map<string, Buffer>();

  savepoint(): () => void {
    const before = new Map(this.files);
    return () => {
      this.files.clear();
      for (const [key, content] of before) this.files.set(key, content);
    };
  }

  put(key: string, content: Uint8Array): Promise<void> {
    this.files.set(key, Buffer.from(content));
    return Promise.resolve();
  }

  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.files.get(key) ?? null);
  }

  delete(keys: string | readonly string[]): Promise<void> {
    for (const key of typeof keys === 'string' ? [keys] : keys) this.files.delete(key);
    return Promise.resolve();
  }
}

/**
 * The desk's list query over the same passes: approved visits only, the criteria's date range,
 * presence, host and search; the criteria asked for are kept, for the tests to read.
 */
export class InMemoryVisitListQuery extends VisitListQuery {
  readonly asked: VisitListCriteria[] = [];

  /** `flagged`: the ids of visits with an open watchlist flag (the in-memory screening's own set). */
  constructor(
    private readonly passes: InMemoryVisitorPasses,
    private readonly flagged: ReadonlySet<number> = new Set(),
  ) {
    super();
  }

  page(criteria: VisitListCriteria): Promise<ListedVisit[]> {
    this.asked.push(criteria);
    return Promise.resolve(this.matching(criteria).slice(criteria.offset, criteria.offset + criteria.limit).map((pass) => this.listed(pass)));
  }

  count(criteria: VisitListCriteria): Promise<VisitCount> {
    return Promise.resolve({ total: this.matching(criteria).length, capped: false });
  }

  onSite(): Promise<ListedVisit[]> {
    return Promise.resolve([...this.passes.rows.values()].filter((pass) => pass.checkIn !== null && pass.checkOut === null).map((pass) => this.listed(pass)));
  }

  private listed(pass: VisitorPass): ListedVisit {
    return Object.assign(copyOf(pass), { openFlag: this.flagged.has(pass.id) });
  }

  countEach(criteria: readonly VisitListCriteria[]): Promise<number[]> {
    return Promise.resolve(criteria.map((one) => this.matching(one).length));
  }

  private matching(criteria: VisitListCriteria): VisitorPass[] {
    const presence = {
      any: () => true,
      not_in: (pass: VisitorPass) => pass.checkIn === null && pass.cancelledAt === null,
      in_not_out: (pass: VisitorPass) => pass.checkIn !== null && pass.checkOut === null,
      in_and_out: (pass: VisitorPass) => pass.checkIn !== null && pass.checkOut !== null,
      in: (pass: VisitorPass) => pass.checkIn !== null,
      not_cancelled: (pass: VisitorPass) => pass.cancelledAt === null,
    }[criteria.presence];
    return [...this.passes.rows.values()].filter(
      (pass) =>
        pass.isApproved() &&
        (criteria.dateFrom === null || pass.visitDate >= criteria.dateFrom) &&
        (criteria.dateTo === null || pass.visitDate <= criteria.dateTo) &&
        (criteria.hostId === null || pass.hostId === criteria.hostId) &&
        (criteria.siteId == null || pass.siteId === criteria.siteId) &&
        (!criteria.timeBefore || pass.visitTime < criteria.timeBefore) &&
        (!criteria.flagged || this.flagged.has(pass.id)) &&
        (criteria.search === null || pass.name.toLowerCase().includes(criteria.search.toLowerCase()) || pass.passCode === criteria.search.toUpperCase()) &&
        presence(pass),
    );
  }
}

/** A JPEG is anything that starts with the JPEG marker, of the size it is told: reading headers is the adapter's business. */
export class FakeJpegInspector extends JpegInspector {
  constructor(private readonly size: PhotoSize = { width: 320, height: 240 }) {
    super();
  }

  inspect(bytes: Uint8Array): Promise<PhotoSize | null> {
    return Promise.resolve(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? this.size : null);
  }
}

/** A "thumbnail" is `thumb:` and the photo's length; `decodes: false` stands for a file that does not decode. */
export class FakeThumbnailer extends PhotoThumbnailer {
  readonly asked: number[] = [];

  constructor(private readonly decodes = true) {
    super();
  }

  thumbnail(jpeg: Uint8Array, maxSide: number): Promise<Uint8Array | null> {
    this.asked.push(maxSide);
    return Promise.resolve(this.decodes ? new TextEncoder().encode(`thumb:${jpeg.byteLength}`) : null);
  }
}

/** The intake with fake image adapters: every photo a 320×240 JPEG that decodes, unless told otherwise. */
export const fakePhotoIntake = (size?: PhotoSize, decodes?: boolean): PhotoIntake => new PhotoIntake(new FakeJpegInspector(size), new FakeThumbnailer(decodes));

export const jpegBytes = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff]);
  return bytes;
};

/** The "picture" is the text it encodes. */
export class FakeQrRenderer extends QrCodeRenderer {
  png(text: string): Promise<Buffer> {
    return Promise.resolve(Buffer.from(`qr:${text}`));
  }
}

/** Deterministic randomness: tokens and strings come from a counter, so each call differs. */
export class CountingServerCrypto extends ServerCrypto {
  private count = 0;
  /** Strings `randomString` hands out first, in order (to make pass codes collide on purpose). */
  readonly nextStrings: string[] = [];

  randomToken(bytes = 32): string {
    this.count += 1;
    return `tok${String(this.count).padStart(Math.max(bytes, 16), '0')}`;
  }
  randomDigits(length: number): string {
    return String(++this.count).padStart(length, '0').slice(-length);
  }
  randomUuid(): string {
    return `uuid-${++this.count}`;
  }
  randomString(length: number, alphabet: string): string {
    const next = this.nextStrings.shift();
    if (next !== undefined) return next;
    // The counter written in the alphabet's digits, so that every call gives another string.
    this.count += 1;
    let rest = this.count;
    return Array.from({ length }, () => {
      const digit = alphabet[rest % alphabet.length]!;
      rest = Math.floor(rest / alphabet.length);
      return digit;
    })
      .reverse()
      .join('');
  }
  keyedHash(purpose: string, value: string): string {
    // Hex SHA-256, the real one's form (link tokens check it); no secret needed here.
    return createHash('sha256').update(`${purpose}:${value}`).digest('hex');
  }
  safeEqual(a: string, b: string): boolean {
    return a === b;
  }
}

export const directoryOf = (...employees: Employee[]): { employees: InMemoryEmployees; directory: EmployeeDirectory } => {
  const repository = new InMemoryEmployees(...employees);
  return { employees: repository, directory: new EmployeeDirectory(repository) };
};

export type { NewVisitorPass };

/** The watchlist as the visits module sees it: the visits it screened, and which of them are flagged. */
export class InMemoryVisitScreening extends VisitScreening {
  readonly screened: { visit: ScreenedVisit; on: ScreeningPoint }[] = [];
  readonly flagged = new Set<number>();
  /** What the watchlist does when it screens (a test's stand-in for a match). */
  onScreen: (visit: ScreenedVisit, on: ScreeningPoint) => void = () => {};
  /** Whether a visitor matches an active entry (everyone, unless a test says otherwise); the visitors asked about. */
  matching: (visit: ScreenedVisit) => boolean = () => true;
  readonly asked: ScreenedVisit[] = [];

  matchesAny(visit: ScreenedVisit): Promise<boolean> {
    this.asked.push(visit);
    return Promise.resolve(this.matching(visit));
  }

  screen(visit: ScreenedVisit, on: ScreeningPoint): Promise<void> {
    this.screened.push({ visit, on });
    this.onScreen(visit, on);
    return Promise.resolve();
  }

  isFlagged(visitId: number): Promise<boolean> {
    return Promise.resolve(this.flagged.has(visitId));
  }

  /** The visitors a check-in was refused for at the door, as security's mail would name them. */
  readonly atTheDoor: ScreenedVisit[] = [];
  /** What the watchlist does when told of a flagged visitor at the door (a test's stand-in for security's mail). */
  onDoor: (visit: ScreenedVisit) => void = () => {};

  flaggedAtTheDoor(visit: ScreenedVisit): Promise<void> {
    this.atTheDoor.push(visit);
    this.onDoor(visit);
    return Promise.resolve();
  }

  /** The visits turned away, by whom and why, as the watchlist would close their flags. */
  readonly turnedAwayFlags: { visitId: number; by: { employeeId: number; label: string }; reason: string }[] = [];

  turnedAway(visitId: number, by: { readonly employeeId: number; readonly label: string }, reason: string): Promise<number> {
    if (!this.flagged.delete(visitId)) return Promise.resolve(0);
    this.turnedAwayFlags.push({ visitId, by: { ...by }, reason });
    return Promise.resolve(1);
  }
}

/** What the details form adds to `pass` in the use cases' tests: the office only, no extra visitors, no Aadhaar. */
export const officeDetailsOf = (pass: Pick<VisitorPass, 'name' | 'phone'>): SubmittedDetails => ({
  name: pass.name,
  phone: pass.phone,
  placeToVisit: 'Visiting Office',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false },
  comingFrom: 'Pune',
  address: '12 MG Road, Shivaji Nagar, Pune',
  purposeOfVisit: 'Quarterly supply review',
  additionalVisitorOption: 'No',
  additionalVisitors: null,
  idKind: null,
  idLast4: null,
});

/** The pre-check's gate (issue 32) as the visits' tests need it: everyone in, each question kept. */
export class RecordingArrivalGate extends ArrivalGate {
  readonly asked: ArrivalQuestion[] = [];

  async admit(question: ArrivalQuestion): Promise<void> {
    this.asked.push(question);
  }
}
