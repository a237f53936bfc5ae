import { noSiteDocuments } from '../documents/in-memory-documents.ts';
import { describe, expect, it } from 'vitest';
import type { Employee } from '../../../src/identity/domain/employee.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import { domainErrorOf, failureOf, refusalOf } from '../../support/refusal.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { VisitorDetailsInput } from '#contract/validation/visitor-details.ts';
import type { VisitorPassInput } from '#contract/validation/visitor-pass.ts';
import { endOfSiteDay, siteInstant } from '#contract/visit-time.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { ApproveVisitors } from '../../../src/visits/application/approve-visitors.ts';
import { ListAwaitingApproval } from '../../../src/visits/application/awaiting-approval.ts';
import { CheckOutOpenVisits } from '../../../src/visits/application/check-out-open-visits.ts';
import { CreateVisitorPass, PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '../../../src/visits/application/create-visitor-pass.ts';
import { ListDayVisits } from '../../../src/visits/application/day-visits.ts';
import { DeskLookups } from '../../../src/visits/application/desk-lookups.ts';
import { LinkTokens } from '../../../src/visits/application/link-token.ts';
import { ListDeskVisits } from '../../../src/visits/application/list-desk-visits.ts';
import { PurgeVisitorData } from '../../../src/visits/application/purge-visitor-data.ts';
import { ReadVisitorLink } from '../../../src/visits/application/read-visitor-link.ts';
import { ReadVisits } from '../../../src/visits/application/read-visits.ts';
import { CheckInVisitor } from '../../../src/visits/application/check-in-visitor.ts';
import { CheckOutVisitor } from '../../../src/visits/application/check-out-visitor.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { SeedDemoVisits } from '../../../src/visits/application/seed-demo-visits.ts';
import { SubmitVisitorDetails } from '../../../src/visits/application/submit-visitor-details.ts';
import { qrPayload } from '../../../src/notifications/application/mail/visit-mails.ts';
import { ReadVisitorPhotos } from '../../../src/visits/application/read-visitor-photos.ts';
import { TakeVisitorPhoto } from '../../../src/visits/application/take-visitor-photo.ts';
import { MAX_PHOTO_BYTES } from '../../../src/visits/domain/visitor-photo.ts';
import { VisitReports } from '../../../src/visits/application/visit-reports.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { VisitorPhoto } from '../../../src/visits/domain/visitor-photo.ts';
import { DAY, FakeClock, HOUR, MINUTE } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, RecordingOutbox, employee, principalOf } from '../identity/in-memory-identity.ts';
import {
  CountingServerCrypto,
  fakePhotoIntake,
  InMemoryFileStorage,
  InMemoryVisitListQuery,
  InMemoryVisitScreening,
  InMemoryVisitorPasses,
  InMemoryVisitorPhotos,
  directoryOf,
  jpegBytes,
  officeDetailsOf,
  RecordingArrivalGate,
} from './in-memory-visits.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { privacyWorld } from '../privacy/in-memory-privacy.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

const TZ = 'Asia/Kolkata';
const PUBLIC_URL = 'http://vms.test';
/** The fake clock's today at the site (2026-11-20T04:30Z is 10:00 AM there). */
const TODAY = '2026-11-20';
const TOMORROW = '2026-11-21';
const YESTERDAY = '2026-11-19';
const CLI: Actor = { type: 'cli', label: 'cli:test' };

const actorOf = (someone: Employee): Actor => ({ type: 'employee', id: someone.id, label: someone.email });

const world = () => {
  const host = employee('host@example.com', { role: 'Employee' });
  host.name = 'Priya Sharma';
  const otherHost = employee('other@example.com', { role: 'Manager' });
  const admin = employee('admin@example.com', { role: 'Admin' });
  const guard = employee('guard@example.com', { role: 'Security' });
  const { employees, directory } = directoryOf(host, otherHost, admin, guard);
  const passes = new InMemoryVisitorPasses();
  const photos = new InMemoryVisitorPhotos(passes);
  const storage = new InMemoryFileStorage();
  const screening = new InMemoryVisitScreening();
  const query = new InMemoryVisitListQuery(passes, screening.flagged);
  const outbox = new RecordingOutbox();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock();
  const crypto = new CountingServerCrypto();
  const unitOfWork = new InMemoryUnitOfWork(passes, photos, storage, outbox, audit);
  const links = new LinkTokens(new NodeEnvelope('unit-test-phrase'), crypto);
  let made = 0;
  /** A stored pass of `host` in a given state: `new`, `submitted`, `approved`, `in` or `out`. */
  const pass = (state: 'new' | 'submitted' | 'approved' | 'in' | 'out' = 'approved', options: { date?: string; of?: Employee; name?: string; email?: string | null; site?: number } = {}) => {
    made += 1;
    const date = options.date ?? TODAY;
    const made_ = new VisitorPass({
      passCode: `PASS${String(made).padStart(4, '0')}`,
      visitorType: made % 2 ? 'Suppliers' : 'Customers',
      visitorTypeOther: null,
      name: options.name ?? `Visitor ${made}`,
      phone: '9812345670',
      email: options.email === undefined ? `visitor${made}@guest.test` : options.email,
      hostId: (options.of ?? host).id,
      siteId: options.site ?? 1,
      createdById: (options.of ?? host).id,
      visitDate: date,
      visitTime: '10:30:00',
      linkExpiresAt: endOfSiteDay(date, TZ),
      createdAt: new Date(clock.now().getTime() - DAY),
    });
    const earlier = new Date(clock.now().getTime() - HOUR);
    if (state !== 'new') {
      made_.submitDetails(
        officeDetailsOf(made_),
        new Date(Math.min(earlier.getTime(), made_.linkExpiresAt.getTime())),
      );
    }
    if (state === 'approved' || state === 'in' || state === 'out') made_.approve((options.of ?? host).id, earlier, made_.visitDate);
    if (state === 'in' || state === 'out') made_.checkInAt(guard.id, earlier, date);
    if (state === 'out') made_.checkOutAt(guard.id, new Date(earlier.getTime() + MINUTE));
    return passes.store(made_);
  };
  return { host, otherHost, admin, guard, employees, directory, passes, photos, storage, query, outbox, audit, clock, crypto, unitOfWork, links, pass, screening };
};

describe(CreateVisitorPass.name, () => {
  const setUp = () => {
    const w = world();
    const create = new CreateVisitorPass(w.passes, w.directory, w.links, mailNotifier(w.outbox, { directory: w.directory, publicUrl: PUBLIC_URL }), w.audit, w.crypto, w.clock, w.unitOfWork, { publicUrl: PUBLIC_URL }, w.screening, new SiteDirectory(sitesIn(TZ)));
    const input = (overrides: Partial<VisitorPassInput> = {}): VisitorPassInput => ({
      phoneNumber: '9812345670',
      visitorType: 'Others',
      visitorTypeOther: 'Film crew',
      name: 'Kabir Khan',
      date: TOMORROW,
      time: '11:30:00',
      visitorEmail: 'kabir@visitor.test',
      empEmail: null,
      siteId: null,
      ...overrides,
    });
    return { ...w, create, input };
  };

  it('should screen the new visit against the watchlist with the visitor\'s name and phone', async () => {
    const { create, input, host, screening } = setUp();
    const made = await create.execute(principalOf(host), input());
    expect(screening.screened).toEqual([{ visit: { visitId: made.id, siteId: 1, name: 'Kabir Khan', phone: '9812345670', idKind: null, idLast4: null }, on: 'pass' }]);
  });

  it('should make a pass hosted by its creator, mail the link to the visitor and the host, and audit it', async () => {
    const { create, input, host, passes, outbox, audit, links, clock } = setUp();
    const made = await create.execute(principalOf(host), input());
    const stored = passes.rows.get(made.id)!;
    expect(stored).toMatchObject({
      passCode: made.passCode,
      hostId: host.id,
      createdById: host.id,
      visitDate: TOMORROW,
      visitTime: '11:30:00',
      visitorTypeOther: 'Film crew',
      createdAt: clock.now(),
      linkExpiresAt: endOfSiteDay(TOMORROW, TZ),
    });
    expect(made.passCode).toHaveLength(PASS_CODE_LENGTH);
    expect([...made.passCode].every((char) => PASS_CODE_ALPHABET.includes(char))).toBe(true);
    const url = new URL(made.link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/VisitordetailForm`);
    expect(links.verify(url.searchParams.get('token'))).toEqual({ passId: made.id, version: 0, phone: '9812345670' });
    expect(outbox.recipients()).toEqual([['kabir@visitor.test'], [host.email]]);
    for (const mail of outbox.mails) expect(mail.text).toContain(made.link);
    expect(outbox.mails[1]!.text).toContain('Others (Film crew)');
    // Both carry the visit's calendar event (visit-mails.ts): one uid, tentative, first revision, at the pass's slot.
    for (const mail of outbox.mails) {
      expect(mail.invitation).toMatchObject({ method: 'REQUEST', uid: `visit-${made.id}`, sequence: 0, status: 'TENTATIVE', stamp: clock.now(), date: TOMORROW, time: '11:30:00', durationMinutes: 60 });
    }
    expect(audit.entries).toEqual([
      {
        actor: actorOf(host),
        action: 'visit.created',
        subjectType: 'visit',
        subjectId: made.id,
        details: { passCode: made.passCode, host: host.email, site: 1, date: TOMORROW, time: '11:30:00', visitorType: 'Others' },
      },
    ]);
  });

  it('should mail only the host when the visitor left no e-mail', async () => {
    const { create, input, host, outbox } = setUp();
    await create.execute(principalOf(host), input({ visitorEmail: null }));
    expect(outbox.recipients()).toEqual([[host.email]]);
    expect(outbox.mails[0]!.text).toContain('Please send the link below to your visitor');
  });

  it('should draw another pass code when one is taken', async () => {
    const { create, input, host, pass, crypto } = setUp();
    const taken = pass('new');
    crypto.nextStrings.push(taken.passCode, 'ZZZZ2345');
    expect((await create.execute(principalOf(host), input())).passCode).toBe('ZZZZ2345');
  });

  it('should let the desk name an approved host, and refuse a missing or unfit one', async () => {
    const { create, input, guard, host, otherHost, passes, outbox, audit, clock } = setUp();
    const made = await create.execute(principalOf(guard), input({ empEmail: otherHost.email }));
    expect(passes.rows.get(made.id)).toMatchObject({ hostId: otherHost.id, createdById: guard.id });
    const sent = outbox.mails.length;
    expect(await failureOf(create.execute(principalOf(guard), input()))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.pass.hostRequired });
    host.disable(clock.now());
    for (const unfit of [host.email, guard.email, 'nobody@example.com']) {
      expect(await failureOf(create.execute(principalOf(guard), input({ empEmail: unfit }))), unfit).toMatchObject({ kind: 'invalid_input', message: MESSAGES.pass.hostInvalid });
    }
    expect(passes.rows.size).toBe(1);
    expect(outbox.mails).toHaveLength(sent);
    expect(audit.entries).toHaveLength(1);
  });

  it('should refuse a creator who may not host (disabled since signing in)', async () => {
    const { create, input, host, passes, clock } = setUp();
    host.disable(clock.now());
    expect(await failureOf(create.execute(principalOf(host), input()))).toMatchObject({ kind: 'forbidden', message: MESSAGES.http.forbidden });
    expect(passes.rows.size).toBe(0);
  });
});

describe(SubmitVisitorDetails.name, () => {
  const details = (overrides: Partial<VisitorDetailsInput> = {}): VisitorDetailsInput => ({
    placeToVisit: 'Visiting Office & Shop Floor',
    selectedOption: 'WMO LV',
    ppeOptions: { helmet: true, goggles: true, earPlug: true },
    dateOfVisit: '20-11-2026',
    name: 'Kabir Khan',
    comingFrom: 'Pune',
    address: '12 MG Road, Shivaji Nagar, Pune',
    mobileNo: '9812345671',
    purposeOfVisit: 'Documentary shoot planning',
    timeOfVisit: '10:30:00',
    id: { kind: 'aadhaar', last4: '2346' },
    additionalVisitorOption: 'Yes',
    additionalVisitors: 2,
    termsAccepted: true,
    consent: VISIT_CONSENT,
    signatures: [],
    ...overrides,
  });
  const setUp = () => {
    const w = world();
    const submit = new SubmitVisitorDetails(w.passes, w.directory, w.links, mailNotifier(w.outbox, { directory: w.directory, publicUrl: PUBLIC_URL }), w.audit, w.clock, w.unitOfWork, w.screening, privacyWorld().ledger, noSiteDocuments());
    return { ...w, submit };
  };

  it('should screen the visit against the watchlist with the name, phone and Aadhaar last four the visitor gave', async () => {
    const { submit, pass, links, screening } = setUp();
    const waiting = pass('new');
    await submit.execute(links.issue(waiting), details());
    expect(screening.screened).toEqual([{ visit: { visitId: waiting.id, siteId: 1, name: 'Kabir Khan', phone: '9812345671', idKind: 'aadhaar', idLast4: '2346' }, on: 'details' }]);
  });

  it('should keep the details once, only the kind of ID and last four, tell the host and audit it', async () => {
    const { submit, pass, links, passes, outbox, audit, host, clock } = setUp();
    const waiting = pass('new');
    expect(await submit.execute(links.issue(waiting), details())).toEqual({ message: MESSAGES.submission.detailsSubmitted });
    expect(passes.rows.get(waiting.id)).toMatchObject({
      name: 'Kabir Khan',
      phone: '9812345671',
      ppeOptions: { helmet: true, goggles: true, earPlug: true, safetyShoes: false },
      idKind: 'aadhaar',
      idLast4: '2346',
      additionalVisitors: 2,
      submittedAt: clock.now(),
    });
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [host.email], subject: 'Kabir Khan sent their visit details: approval needed' });
    expect(outbox.mails[0]!.text).not.toContain('234123412346');
    expect(audit.entries).toEqual([
      {
        actor: { type: 'visitor', label: `visitor:${waiting.passCode}` },
        action: 'visit.details_submitted',
        subjectType: 'visit',
        subjectId: waiting.id,
        details: { idGiven: 'aadhaar', additionalVisitors: 2 },
      },
    ]);
  });

  it('should refuse a second submission, an expired link, a forged token and an anonymised pass, changing nothing', async () => {
    const { submit, pass, links, outbox, audit, clock } = setUp();
    const done = pass('submitted');
    expect(await failureOf(submit.execute(links.issue(done), details()))).toMatchObject({ kind: 'conflict', message: MESSAGES.link.alreadySubmitted });
    expect(done.name).not.toBe('Kabir Khan');
    const old = pass('new', { date: YESTERDAY });
    expect(await failureOf(submit.execute(links.issue(old), details()))).toMatchObject({ kind: 'expired', message: MESSAGES.link.expired });
    expect(old.isSubmitted()).toBe(false);
    expect(await failureOf(submit.execute('not,a,real,token,at,all', details()))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.link.invalid });
    const gone = pass('new');
    gone.anonymise(clock.now());
    expect(await failureOf(submit.execute(links.issue(gone), details()))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.link.invalid });
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
  });
});

describe(ReadVisitorLink.name, () => {
  it('should show the form its pass for the phone the link was issued for', async () => {
    const { passes, directory, links, clock, pass, host } = world();
    const read = new ReadVisitorLink(passes, directory, links, clock, new SiteDirectory(sitesIn(TZ)));
    const waiting = pass('new');
    const token = links.issue(waiting);
    expect(await read.execute(token, ' 9812345670 ')).toMatchObject({ id: waiting.id, name: waiting.name, host: { email: host.email, name: host.name }, visitDate: '20-11-2026', visitTime: '10:30 AM', timeZone: TZ });
    // The visitor corrected their number on the form: the link still opens with the number it was issued for.
    waiting.phone = '9000000000';
    expect(await read.execute(token, '9812345670')).toMatchObject({ id: waiting.id });
    expect(await failureOf(read.execute(token, '9000000000'))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.link.invalid });
  });

  it("should answer the zone of the visit's own site, on whose clock the form says until when the link works", async () => {
    const { passes, directory, links, clock, pass } = world();
    const read = new ReadVisitorLink(passes, directory, links, clock, new SiteDirectory(sitesIn(TZ, 'Europe/London')));
    const london = pass('new', { site: 2 });
    expect(await read.execute(links.issue(london), '9812345670')).toMatchObject({ id: london.id, timeZone: 'Europe/London' });
    expect((await read.execute(links.issue(pass('new')), '9812345670')).timeZone).toBe(TZ);
  });

  it('should say an unsubmitted link past its day has expired, but still show a submitted one', async () => {
    const { passes, directory, links, clock, pass } = world();
    const read = new ReadVisitorLink(passes, directory, links, clock, new SiteDirectory(sitesIn(TZ)));
    const late = pass('new', { date: YESTERDAY });
    expect(await failureOf(read.execute(links.issue(late), '9812345670'))).toMatchObject({ kind: 'expired', message: MESSAGES.link.expired });
    const submitted = pass('submitted', { date: YESTERDAY });
    expect(await read.execute(links.issue(submitted), '9812345670')).toMatchObject({ id: submitted.id, isSubmitted: true });
    submitted.anonymise(clock.now());
    expect(await failureOf(read.execute(links.issue(submitted), ''))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.link.invalid });
  });
});

describe(ApproveVisitors.name, () => {
  const setUp = () => {
    const w = world();
    return { ...w, approve: new ApproveVisitors(w.passes, w.directory, mailNotifier(w.outbox, { directory: w.directory, publicUrl: PUBLIC_URL }), w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)), new PassPins(new NodeServerCrypto('unit-test-server-secret-0123456789abcdefgh'))) };
  };

  it('should approve the host\'s visitor, mail the pass with its QR code to the visitor and a copy to the host, and audit it', async () => {
    const { approve, pass, host, outbox, audit, clock } = setUp();
    const waiting = pass('submitted');
    const [record] = await approve.execute([waiting.id], { kind: 'principal', principal: principalOf(host) });
    expect(record).toMatchObject({ id: waiting.id, approveStatus: APPROVE_STATUS.approved });
    expect(waiting).toMatchObject({ approvedById: host.id, approvedAt: clock.now() });
    expect(outbox.recipients()).toEqual([[waiting.email], [host.email]]);
    const qr = outbox.mails[0]!.attachments![0]!;
    expect(Buffer.from(qr.contentBase64!, 'base64').toString()).toBe(`qr:${qrPayload(waiting.passCode)}`);
    expect(qr).toMatchObject({ contentType: 'image/png', cid: 'pass-qr' });
    // The calendar event is confirmed, revised as of the approval: the pass was made a day (86,400 s) before.
    for (const mail of outbox.mails) {
      expect(mail.invitation).toMatchObject({ method: 'REQUEST', uid: `visit-${waiting.id}`, status: 'CONFIRMED', stamp: clock.now(), sequence: 86_400 });
    }
    expect(audit.entries).toEqual([{ actor: actorOf(host), action: 'visit.approved', subjectType: 'visit', subjectId: waiting.id, details: { passCode: waiting.passCode } }]);
  });

  it('should let an admin approve anyone\'s visitor, and tell another host it is not found, as an unknown id', async () => {
    const { approve, pass, admin, otherHost, outbox } = setUp();
    const waiting = pass('submitted');
    const unknown = await failureOf(approve.execute([999_999], { kind: 'principal', principal: principalOf(otherHost) }));
    expect(unknown).toMatchObject({ kind: 'not_found', message: MESSAGES.approvals.visitorFailed });
    const foreign = await failureOf(approve.execute([waiting.id], { kind: 'principal', principal: principalOf(otherHost) }));
    expect([foreign.kind, foreign.message]).toEqual([unknown.kind, unknown.message]);
    expect(waiting.isApproved()).toBe(false);
    expect(outbox.mails).toEqual([]);
    await approve.execute([waiting.id], { kind: 'principal', principal: principalOf(admin) });
    expect(waiting.approvedById).toBe(admin.id);
  });

  it('should approve in bulk from the CLI, all or nothing', async () => {
    const { approve, pass, outbox, audit, unitOfWork } = setUp();
    const first = pass('submitted');
    const notYet = pass('new');
    expect(await failureOf(approve.execute([first.id, notYet.id], { kind: 'cli', actor: CLI }))).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorNotSubmitted });
    expect(unitOfWork.rollbacks).toBe(1);
    expect(first.isApproved()).toBe(false);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
    const second = pass('submitted', { email: null });
    expect((await approve.execute([first.id, second.id, first.id], { kind: 'cli', actor: CLI })).map((r) => r.id)).toEqual([first.id, second.id]);
    expect(second.approvedById).toBeNull();
    expect(audit.entries.map((entry) => entry.subjectId)).toEqual([first.id, second.id]);
    // No e-mail for the second visitor: only the host's copy, which says to pass the code on.
    expect(outbox.mails.at(-1)!.text).toContain('The visitor left no e-mail');
  });

  it('should refuse an unknown, anonymised or already approved visit', async () => {
    const { approve, pass, clock } = setUp();
    expect(await failureOf(approve.execute([999], { kind: 'cli', actor: CLI }))).toMatchObject({ kind: 'not_found', message: MESSAGES.approvals.visitorFailed, details: { visitId: 999 } });
    const gone = pass('submitted');
    gone.anonymise(clock.now());
    expect(await failureOf(approve.execute([gone.id], { kind: 'cli', actor: CLI }))).toMatchObject({ kind: 'not_found', message: MESSAGES.approvals.visitorFailed });
    const done = pass('approved');
    expect(await failureOf(approve.execute([done.id], { kind: 'cli', actor: CLI }))).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorAlreadyApproved });
  });

  it('should refuse a visit whose day has passed (missed), by the host or the CLI, changing and sending nothing', async () => {
    const { approve, pass, host, outbox, audit } = setUp();
    const missed = pass('submitted', { date: YESTERDAY });
    for (const approver of [{ kind: 'principal', principal: principalOf(host) }, { kind: 'cli', actor: CLI }] as const) {
      const refusal = await domainErrorOf(approve.execute([missed.id], approver));
      expect(refusal.code).toBe('visit.missed');
      expect(refusalOf(refusal)).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorMissed });
    }
    expect(missed.isApproved()).toBe(false);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
    // Today's and later visits are still approved; one approved before its day passed stays approved.
    const today = pass('submitted');
    const later = pass('submitted', { date: TOMORROW });
    expect((await approve.execute([today.id, later.id], { kind: 'cli', actor: CLI })).map((r) => r.id)).toEqual([today.id, later.id]);
    const approvedInTime = pass('approved', { date: YESTERDAY });
    expect((await domainErrorOf(approve.execute([approvedInTime.id], { kind: 'cli', actor: CLI }))).code).toBe('visit.already_approved');
  });
});

/** The desk's two presence use cases over one world's ports. */
const presence = (w: Pick<ReturnType<typeof world>, 'passes' | 'photos' | 'directory' | 'outbox' | 'audit' | 'clock' | 'unitOfWork' | 'screening'>) => {
  const checkInVisitor = new CheckInVisitor(w.passes, w.photos, w.directory, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)), mailNotifier(w.outbox, { directory: w.directory, publicUrl: PUBLIC_URL }), w.screening, new RecordingArrivalGate());
  const checkOutVisitor = new CheckOutVisitor(w.passes, w.photos, w.directory, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)), mailNotifier(w.outbox, { directory: w.directory, publicUrl: PUBLIC_URL }));
  return {
    checkInVisitor,
    checkOutVisitor,
    checkIn: (...args: Parameters<CheckInVisitor['execute']>) => checkInVisitor.execute(...args),
    checkOut: (...args: Parameters<CheckOutVisitor['execute']>) => checkOutVisitor.execute(...args),
  };
};

describe(`${CheckInVisitor.name} and ${CheckOutVisitor.name}`, () => {
  const setUp = () => {
    const w = world();
    return { ...w, record: presence(w) };
  };

  it('should record Time In with the server\'s clock under the row lock, mail the host with the latest photo, and audit it', async () => {
    const { record, pass, guard, host, passes, photos, outbox, audit, clock } = setUp();
    const expected = pass('approved');
    photos.add(new VisitorPhoto({ visitorPassId: expected.id, storageKey: `photos/2026/2026-${expected.id}-aaaaaaaaaaaaaaaa.jpg`, sizeBytes: 10, thumbnailKey: null, takenById: guard.id, createdAt: clock.now() }));
    const done = await record.checkIn(expected.id, actorOf(guard));
    expect(done).toMatchObject({ id: expected.id, state: 'checked_in', checkIn: clock.now(), photoFilename: `2026-${expected.id}-aaaaaaaaaaaaaaaa.jpg` });
    expect(passes.rows.get(expected.id)).toMatchObject({ checkIn: clock.now(), checkInById: guard.id });
    expect(passes.locks).toEqual([`readCopy lock:${expected.id}`]);
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]).toMatchObject({ to: [host.email], subject: `${expected.name} has arrived (10:00 AM)` });
    expect(outbox.mails[0]!.attachments).toEqual([
      { filename: 'visitor.jpg', contentType: 'image/jpeg', storageKey: `photos/2026/2026-${expected.id}-aaaaaaaaaaaaaaaa.jpg`, cid: 'visitor-photo' },
    ]);
    expect(audit.entries).toEqual([
      { actor: actorOf(guard), action: 'visit.checked_in', subjectType: 'visit', subjectId: expected.id, details: { at: clock.now().toISOString() } },
    ]);
  });

  it('should record Time Out once after Time In, without mail', async () => {
    const { record, pass, guard, passes, outbox, audit, clock } = setUp();
    const inside = pass('in');
    clock.advance(HOUR);
    expect(await record.checkOut(inside.id, actorOf(guard))).toMatchObject({ state: 'checked_out', checkOut: clock.now() });
    expect(passes.rows.get(inside.id)).toMatchObject({ checkOut: clock.now(), checkOutById: guard.id });
    expect(outbox.mails).toEqual([]);
    expect(audit.actions()).toEqual(['visit.checked_out']);
    expect(await failureOf(record.checkOut(inside.id, actorOf(guard)))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.alreadyOut });
  });

  it('should refuse with the domain\'s reason and record nothing: already in, not approved, not today, not in, unknown', async () => {
    const { record, pass, guard, passes, outbox, audit } = setUp();
    const cases: [Promise<unknown>, string, string][] = [
      [record.checkIn(pass('in').id, actorOf(guard)), 'conflict', MESSAGES.time.alreadyIn],
      [record.checkIn(pass('submitted').id, actorOf(guard)), 'conflict', MESSAGES.time.notApproved],
      [record.checkIn(pass('approved', { date: TOMORROW }).id, actorOf(guard)), 'conflict', MESSAGES.time.notToday],
      [record.checkIn(pass('approved', { date: YESTERDAY }).id, actorOf(guard)), 'conflict', MESSAGES.time.notToday],
      [record.checkOut(pass('approved').id, actorOf(guard)), 'conflict', MESSAGES.time.notIn],
      [record.checkIn(999, actorOf(guard)), 'not_found', MESSAGES.photo.dataError],
    ];
    const before = [...passes.rows.values()].map((p) => [p.checkIn, p.checkOut]);
    for (const [work, kind, message] of cases) expect(await failureOf(work), message).toMatchObject({ kind, message });
    expect([...passes.rows.values()].map((p) => [p.checkIn, p.checkOut])).toEqual(before);
    expect(outbox.mails).toEqual([]);
    expect(audit.entries).toEqual([]);
  });

  it('should refuse a visit the watchlist flagged, recording nothing but telling the watchlist the visitor is at the door, until the flag is cleared', async () => {
    const { record, pass, guard, host, passes, outbox, audit, screening, unitOfWork } = setUp();
    const flagged = pass('approved');
    screening.flagged.add(flagged.id);
    // A flag raised before the door (the pass, the details, a new entry): the screening at arrival raises nothing new.
    screening.onDoor = (visit) => outbox.enqueue({ channel: 'mail', to: ['security@example.com'], subject: `Watchlist: ${visit.name}`, text: '', html: '' });
    expect(await failureOf(record.checkIn(flagged.id, actorOf(guard)))).toMatchObject({ kind: 'conflict', message: MESSAGES.watchlist.visitFlagged });
    expect(passes.rows.get(flagged.id)?.checkIn).toBeNull();
    expect(screening.atTheDoor).toEqual([
      { visitId: flagged.id, siteId: 1, name: flagged.name, phone: flagged.phone, idKind: null, idLast4: null, hostName: host.name, place: `the security desk (${guard.email})` },
    ]);
    // The refused check-in rolled back; security's mail is queued in a transaction of its own after it, and committed.
    expect({ commits: unitOfWork.commits, rollbacks: unitOfWork.rollbacks }).toEqual({ commits: 2, rollbacks: 1 });
    expect(outbox.recipients()).toEqual([['security@example.com']]);
    expect(audit.entries).toEqual([]);
    // The transition's own refusals come first: a flagged visit for tomorrow is "not today", and nobody is at the door.
    const tomorrow = pass('approved', { date: TOMORROW });
    screening.flagged.add(tomorrow.id);
    expect(await failureOf(record.checkIn(tomorrow.id, actorOf(guard)))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.notToday });
    expect(screening.atTheDoor.map((visit) => visit.visitId)).toEqual([flagged.id]);
    screening.flagged.delete(flagged.id);
    expect(await record.checkIn(flagged.id, actorOf(guard))).toMatchObject({ state: 'checked_in' });
    expect(screening.atTheDoor).toHaveLength(1);
  });

  it('should screen the visitor again on arrival, in a transaction of its own before the check-in\'s, so that the flag and security\'s mail stay although the check-in is refused', async () => {
    const { record, pass, guard, host, passes, outbox, audit, screening, unitOfWork } = setUp();
    // An entry that slipped past its own screening of the expected visits: the screening at the door flags the visit,
    // the refused check-in tells the watchlist, which queues security's mail.
    screening.onScreen = (visit, on) => {
      if (on === 'arrival') screening.flagged.add(visit.visitId);
    };
    screening.onDoor = (visit) => outbox.enqueue({ channel: 'mail', to: ['security@example.com'], subject: `Watchlist: ${visit.name}`, text: '', html: '' });
    const arriving = pass('approved');
    expect(await failureOf(record.checkIn(arriving.id, actorOf(guard)))).toMatchObject({ kind: 'conflict', message: MESSAGES.watchlist.visitFlagged });
    expect(screening.screened).toEqual([
      {
        visit: { visitId: arriving.id, siteId: 1, name: arriving.name, phone: arriving.phone, idKind: null, idLast4: null, hostName: host.name, place: `the security desk (${guard.email})` },
        on: 'arrival',
      },
    ]);
    expect(screening.atTheDoor.map((visit) => visit.visitId)).toEqual([arriving.id]);
    expect({ commits: unitOfWork.commits, rollbacks: unitOfWork.rollbacks }).toEqual({ commits: 2, rollbacks: 1 });
    expect(outbox.recipients()).toEqual([['security@example.com']]);
    expect(passes.rows.get(arriving.id)?.checkIn).toBeNull();
    expect(audit.entries).toEqual([]);
  });

  it('should open no screening transaction on arrival for a visitor who matches no entry: one read, then the check-in alone', async () => {
    const { record, pass, guard, screening, unitOfWork, audit } = setUp();
    screening.matching = () => false;
    const arriving = pass('approved');
    expect(await record.checkIn(arriving.id, actorOf(guard))).toMatchObject({ state: 'checked_in' });
    expect(screening.asked).toMatchObject([{ visitId: arriving.id, name: arriving.name, phone: arriving.phone }]);
    expect(screening.screened).toEqual([]);
    expect({ commits: unitOfWork.commits, rollbacks: unitOfWork.rollbacks }).toEqual({ commits: 1, rollbacks: 0 });
    expect(audit.entries.map((entry) => entry.action)).toEqual(['visit.checked_in']);
  });

  it('should screen on arrival only a visitor the check-in would let in, and name a kiosk as where they stand', async () => {
    const { record, pass, guard, screening } = setUp();
    for (const refused of [pass('in'), pass('submitted'), pass('approved', { date: TOMORROW })]) await failureOf(record.checkIn(refused.id, actorOf(guard)));
    await failureOf(record.checkIn(999, actorOf(guard)));
    expect(screening.screened).toEqual([]);
    const arriving = pass('approved');
    const kiosk = { type: 'kiosk' as const, id: 3, label: 'kiosk:Reception 1' };
    expect(await record.checkIn(arriving.id, kiosk)).toMatchObject({ state: 'checked_in' });
    expect(screening.screened).toMatchObject([{ visit: { visitId: arriving.id, place: 'kiosk Reception 1' }, on: 'arrival' }]);
  });

  it('should refuse an anonymised visit as unknown', async () => {
    const { record, pass, guard, clock } = setUp();
    const gone = pass('approved');
    gone.anonymise(clock.now());
    expect(await failureOf(record.checkIn(gone.id, actorOf(guard)))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.dataError });
  });
});

describe(CheckOutOpenVisits.name, () => {
  it('should check out everyone still in (or only those in before a time) through the desk\'s own use case', async () => {
    const w = world();
    const record = presence(w);
    const checkOutAll = new CheckOutOpenVisits(w.query, record.checkOutVisitor);
    const early = w.pass('in');
    const yesterday = w.pass('in', { date: YESTERDAY });
    const left = w.pass('out');
    w.clock.advance(HOUR);
    const late = w.pass('approved');
    await record.checkIn(late.id, actorOf(w.guard));
    w.clock.advance(MINUTE);
    const before = await checkOutAll.execute(CLI, { checkedInBefore: new Date(w.clock.now().getTime() - 30 * MINUTE) });
    expect(before.map((r) => r.id).sort()).toEqual([early.id, yesterday.id].sort());
    expect(late.checkOut).toBeNull();
    expect((await checkOutAll.execute(CLI)).map((r) => r.id)).toEqual([late.id]);
    expect(left.checkOut).not.toEqual(w.clock.now());
    expect(w.audit.entries.filter((entry) => entry.action === 'visit.checked_out').map((entry) => [entry.actor, entry.subjectId])).toEqual([
      [CLI, early.id],
      [CLI, yesterday.id],
      [CLI, late.id],
    ]);
  });
});

describe(`${TakeVisitorPhoto.name} and ${ReadVisitorPhotos.name}`, () => {
  const setUp = () => {
    const w = world();
    const take = new TakeVisitorPhoto(w.passes, w.photos, w.storage, fakePhotoIntake(), w.crypto, w.audit, w.clock, w.unitOfWork);
    const read = new ReadVisitorPhotos(w.passes, w.photos, w.storage);
    return {
      ...w,
      visitorPhotos: {
        upload: (...args: Parameters<TakeVisitorPhoto['execute']>) => take.execute(...args),
        latest: (...args: Parameters<ReadVisitorPhotos['latest']>) => read.latest(...args),
        file: (...args: Parameters<ReadVisitorPhotos['file']>) => read.file(...args),
      },
    };
  };

  it('should store a JPEG under a name the server makes, with its record and an audit entry', async () => {
    const { visitorPhotos, pass, guard, photos, storage, audit } = setUp();
    const visit = pass('approved');
    const bytes = jpegBytes(100);
    const { filename } = await visitorPhotos.upload(principalOf(guard), visit.id, bytes);
    expect(filename).toMatch(new RegExp(`^2026-${visit.id}-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect([...storage.files.keys()]).toEqual([`photos/2026/${filename}`]);
    expect(photos.rows).toMatchObject([{ visitorPassId: visit.id, storageKey: `photos/2026/${filename}`, sizeBytes: 100, takenById: guard.id }]);
    expect(audit.entries).toEqual([
      { actor: actorOf(guard), action: 'visit.photo_taken', subjectType: 'visit', subjectId: visit.id, details: { filename, bytes: 100 } },
    ]);
  });

  it(`should refuse an empty file, one over ${MAX_PHOTO_BYTES} bytes, a non-JPEG and an unknown visit, storing nothing`, async () => {
    const { visitorPhotos, pass, guard, photos, storage, audit } = setUp();
    const visit = pass('approved');
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), visit.id, new Uint8Array()))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.photo.missing });
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), visit.id, jpegBytes(MAX_PHOTO_BYTES + 1)))).toMatchObject({ kind: 'payload_too_large', message: MESSAGES.photo.tooLarge });
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), visit.id, new TextEncoder().encode('#!/bin/sh')))).toMatchObject({ kind: 'invalid_input', message: MESSAGES.photo.notJpeg });
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), 999, jpegBytes()))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.dataError });
    await visitorPhotos.upload(principalOf(guard), visit.id, jpegBytes(MAX_PHOTO_BYTES));
    expect(photos.rows).toHaveLength(1);
    expect(storage.files.size).toBe(1);
    expect(audit.entries).toHaveLength(1);
  });

  it('should refuse a photo of a visit its host cancelled or a walk-in they declined, storing nothing', async () => {
    const { visitorPhotos, pass, guard, host, photos, storage, audit, clock } = setUp();
    const cancelled = pass('approved');
    cancelled.cancel(host.id, clock.now(), TODAY);
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), cancelled.id, jpegBytes()))).toMatchObject({ kind: 'conflict', message: MESSAGES.myVisits.visitCancelled });
    const declined = pass('submitted');
    declined.kioskDeviceId = 3;
    declined.decline(host.id, clock.now(), TODAY);
    expect(await failureOf(visitorPhotos.upload(principalOf(guard), declined.id, jpegBytes()))).toMatchObject({ kind: 'conflict', message: MESSAGES.walkIn.alreadyDeclined });
    expect([photos.rows, storage.files.size, audit.entries]).toEqual([[], 0, []]);
  });

  it('should show the latest photo and its file to the desk, admins and the host only', async () => {
    const { visitorPhotos, pass, guard, host, admin, otherHost, clock } = setUp();
    const visit = pass('approved');
    await visitorPhotos.upload(principalOf(guard), visit.id, jpegBytes());
    clock.advance(MINUTE);
    const { filename } = await visitorPhotos.upload(principalOf(guard), visit.id, jpegBytes(80));
    for (const someone of [guard, host, admin]) {
      expect(await visitorPhotos.latest(principalOf(someone), visit.id), someone.email).toEqual({ filename });
      expect((await visitorPhotos.file(principalOf(someone), filename)).byteLength).toBe(80);
    }
    expect(await failureOf(visitorPhotos.latest(principalOf(otherHost), visit.id))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.notAvailable });
    expect(await failureOf(visitorPhotos.file(principalOf(otherHost), filename))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.notAvailable });
    expect(await failureOf(visitorPhotos.file(principalOf(guard), '../../etc/passwd'))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.notAvailable });
    expect(await failureOf(visitorPhotos.latest(principalOf(guard), pass('approved').id))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.notAvailable });
  });
});

describe(PurgeVisitorData.name, () => {
  it('should anonymise the visits before the cut-off and delete their photos and files, with an audit entry; a dry run counts only', async () => {
    const w = world();
    const purge = new PurgeVisitorData(w.passes, w.photos, w.storage, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const old = w.pass('out', { date: '2026-10-01' });
    const kept = w.pass('out', { date: '2026-10-21' });
    for (const visit of [old, kept]) {
      // Each with a thumbnail of its own, stored beside the photo (issue 27).
      const key = `photos/2026/2026-${visit.id}-aaaaaaaaaaaaaaaa.jpg`;
      const thumbnailKey = `thumbnails/2026/2026-${visit.id}-aaaaaaaaaaaaaaaa.jpg`;
      w.photos.add(new VisitorPhoto({ visitorPassId: visit.id, storageKey: key, sizeBytes: 3, thumbnailKey, takenById: null, createdAt: w.clock.now() }));
      await w.storage.put(key, jpegBytes(3));
      await w.storage.put(thumbnailKey, jpegBytes(4));
    }
    expect(purge.cutoff({ timeZone: TZ }, 30)).toBe('2026-10-21');
    expect(await purge.execute(30, CLI, { dryRun: true })).toEqual({ before: '2026-10-21', visits: 1, photos: 1, dryRun: true, sites: [{ siteId: 1, site: expect.any(String), before: '2026-10-21', visits: 1, photos: 1 }] });
    expect(old.anonymisedAt).toBeNull();
    expect(w.storage.files.size).toBe(4);

    expect(await purge.execute(30, CLI, { dryRun: false })).toEqual({ before: '2026-10-21', visits: 1, photos: 1, dryRun: false, sites: [{ siteId: 1, site: 'Site 1', before: '2026-10-21', visits: 1, photos: 1 }] });
    expect(old).toMatchObject({ name: 'Anonymised visitor', anonymisedAt: w.clock.now() });
    expect(kept.anonymisedAt).toBeNull();
    expect(w.photos.rows.map((photo) => photo.visitorPassId)).toEqual([kept.id]);
    expect([...w.storage.files.keys()]).toEqual([`photos/2026/2026-${kept.id}-aaaaaaaaaaaaaaaa.jpg`, `thumbnails/2026/2026-${kept.id}-aaaaaaaaaaaaaaaa.jpg`]);
    expect(w.audit.entries).toEqual([
      { actor: CLI, action: 'visits.purged', subjectType: 'system', details: { siteId: 1, before: '2026-10-21', visits: 1, photos: 1, firstId: old.id, lastId: old.id } },
    ]);
    expect(await purge.execute(30, CLI, { dryRun: false })).toMatchObject({ visits: 0, photos: 0 });
  });

  /** A photo of the visit, its file and thumbnail stored. */
  const photographed = async (w: ReturnType<typeof world>, visit: { id: number }) => {
    const key = `photos/2026/2026-${visit.id}-aaaaaaaaaaaaaaaa.jpg`;
    const thumbnailKey = `thumbnails/2026/2026-${visit.id}-aaaaaaaaaaaaaaaa.jpg`;
    w.photos.add(new VisitorPhoto({ visitorPassId: visit.id, storageKey: key, sizeBytes: 3, thumbnailKey, takenById: null, createdAt: w.clock.now() }));
    await w.storage.put(key, jpegBytes(3));
    await w.storage.put(thumbnailKey, jpegBytes(4));
  };

  it("should delete a site's photos older than the photos' days and keep their visits' data (ADR 50)", async () => {
    const w = world();
    const purge = new PurgeVisitorData(w.passes, w.photos, w.storage, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const older = w.pass('out', { date: '2026-11-14' });
    const young = w.pass('out', { date: '2026-11-15' });
    const elsewhere = w.pass('out', { date: '2026-11-01', site: 2 });
    for (const visit of [older, young, elsewhere]) await photographed(w, visit);
    const site = (await new SiteDirectory(sitesIn(TZ)).byId(1))!;
    expect(await purge.deletePhotos(site, 5, CLI)).toEqual({ before: '2026-11-15', photos: 1 });
    expect(w.photos.rows.map((photo) => photo.visitorPassId)).toEqual([young.id, elsewhere.id]);
    expect([...w.storage.files.keys()].some((key) => key.includes(`-${older.id}-`))).toBe(false);
    expect(older.anonymisedAt).toBeNull();
    expect(w.audit.entries).toEqual([{ actor: CLI, action: 'visits.photos_purged', subjectType: 'system', details: { siteId: 1, before: '2026-11-15', photos: 1 } }]);
  });

  it('should anonymise the visits named, answer those it anonymised, and audit them with the reason given', async () => {
    const w = world();
    const purge = new PurgeVisitorData(w.passes, w.photos, w.storage, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const [first, second, untouched] = [w.pass('out'), w.pass('approved', { date: TOMORROW }), w.pass('out')];
    await photographed(w, first);
    expect(await purge.anonymise([first.id, second.id], CLI, { request: 7 })).toEqual({ visits: [first.id, second.id], photos: 1 });
    expect([first.anonymisedAt, second.anonymisedAt, untouched.anonymisedAt]).toEqual([w.clock.now(), w.clock.now(), null]);
    // Those anonymised before are not again.
    expect(await purge.anonymise([first.id], CLI)).toEqual({ visits: [], photos: 0 });
    expect(w.audit.entries.map((entry) => entry.details)).toEqual([
      { request: 7, visits: 2, photos: 1, firstId: first.id, lastId: second.id },
      { visits: 0, photos: 0, firstId: first.id, lastId: first.id },
    ]);
  });
});

describe('the desk\'s reads', () => {
  it(`${DeskLookups.name} should find a visit by its pass code however it is typed, and list who is on site`, async () => {
    const w = world();
    const lookups = new DeskLookups(w.passes, w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)), w.screening);
    const desk = principalOf(w.guard);
    const visit = w.pass('in');
    const out = w.pass('out');
    for (const scanned of [qrPayload(visit.passCode), visit.passCode.toLowerCase(), ` ${visit.passCode.slice(0, 4)}-${visit.passCode.slice(4)} `]) {
      expect(await lookups.byPassCode(desk, scanned), scanned).toMatchObject({ id: visit.id, state: 'checked_in', host: { email: w.host.email } });
    }
    for (const unknown of ['NOPE2345', 'short', '']) {
      expect(await failureOf(lookups.byPassCode(desk, unknown)), unknown).toMatchObject({ kind: 'not_found', message: MESSAGES.time.unknownPass });
    }
    out.anonymise(w.clock.now());
    expect(await failureOf(lookups.byPassCode(desk, out.passCode))).toMatchObject({ kind: 'not_found', message: MESSAGES.time.unknownPass });
    expect(await lookups.onSite(desk)).toMatchObject({ today: TODAY, onSite: [{ id: visit.id, flagged: false }], stale: [] });
  });

  it(`${DeskLookups.name} should read each visit on its own site's clock: its state, its zone, and stale by its site's date`, async () => {
    const w = world();
    // 19:00 UTC on the 20th: past midnight in Pune (00:30 on the 21st), 19:00 on the 20th in London.
    w.clock.set('2026-11-20T19:00:00.000Z');
    const lookups = new DeskLookups(w.passes, w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn('Asia/Kolkata', 'Europe/London')), w.screening);
    const pune = w.pass('in', { site: 1 });
    const london = w.pass('in', { site: 2 });
    // The guard works at both sites (ADR 42): the roll call is of the viewer's sites.
    const guard = { ...principalOf(w.guard), siteIds: [1, 2] };
    const { onSite, stale } = await lookups.onSite(guard);
    // Checked in at 18:00 UTC on the 20th: an earlier day in Pune now, today in London.
    expect(stale.map((record) => [record.id, record.timeZone])).toEqual([[pune.id, 'Asia/Kolkata']]);
    expect(onSite.map((record) => [record.id, record.timeZone])).toEqual([[london.id, 'Europe/London']]);
    expect((await lookups.byPassCode(guard, london.passCode)).state).toBe('checked_in');
  });

  it(`${ListDeskVisits.name} should show the desk everyone's approved visits of the view, and a host only their own`, async () => {
    const w = world();
    const list = new ListDeskVisits(w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    const mine = w.pass('approved');
    const theirs = w.pass('in', { of: w.otherHost });
    w.pass('submitted');
    const older = w.pass('out', { date: YESTERDAY });
    const page = { page: 1, pageSize: 25 } as const;
    const ids = async (principal: Principal, request: Parameters<ListDeskVisits['execute']>[1]) => (await list.execute(principal, request)).records.map((r) => r.id).sort();
    expect(await ids(principalOf(w.guard), { view: 'active', ...page })).toEqual([mine.id, theirs.id].sort());
    expect(await ids(principalOf(w.guard), { view: 'active', filter: 'not_checked_in', ...page })).toEqual([mine.id]);
    expect(await ids(principalOf(w.guard), { view: 'active', scope: 'mine', ...page })).toEqual([]);
    expect(await ids(principalOf(w.host), { view: 'active', ...page })).toEqual([mine.id]);
    expect(await ids(principalOf(w.admin), { view: 'history', filter: 'yesterday', ...page })).toEqual([older.id]);
    expect(w.query.asked.at(-1)).toMatchObject({ dateFrom: YESTERDAY, dateTo: YESTERDAY, sort: 'date', order: 'desc', hostId: null });
    const result = await list.execute(principalOf(w.guard), { view: 'active', sort: 'name', q: 'visitor', page: 2, pageSize: 1 });
    expect(result).toMatchObject({ total: 2, totalCapped: false });
    expect(result.records).toHaveLength(1);
    expect(w.query.asked.at(-1)).toMatchObject({ search: 'visitor', sort: 'name', order: 'asc', offset: 1, limit: 1, dateFrom: TODAY, dateTo: TODAY });
  });

  it(`${ListDeskVisits.name} should list the desk only the sites its caller works at, and open at one of them (ADR 42)`, async () => {
    const w = world();
    const list = new ListDeskVisits(w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn('Asia/Kolkata', 'Europe/London')));
    w.pass('approved', { site: 2, date: TODAY, name: 'London visitor' });
    // Home site 1 (the in-memory default), assigned to site 2 only.
    const guard = { ...principalOf(w.guard), siteIds: [2] };
    const names = async (site?: number) => (await list.execute(guard, { view: 'active', ...(site === undefined ? {} : { site }), page: 1, pageSize: 25 })).records.map((r) => r.name);
    expect(await names()).toEqual(['London visitor']);
    expect(await failureOf(names(1))).toMatchObject({ kind: 'forbidden', message: MESSAGES.sites.notYours });
  });

  it(`${ListDeskVisits.name} should take "today" from each site's own clock, on either side of its midnight (issue 30)`, async () => {
    const w = world();
    // Site 1 Pune (UTC+05:30), site 2 London (UTC+00:00 in November), site 3 Auckland (UTC+13:00 in November).
    const list = new ListDeskVisits(w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn('Asia/Kolkata', 'Europe/London', 'Pacific/Auckland')));
    const at = (site: number, date: string) => w.pass('approved', { site, date, name: `${site} ${date}` });
    for (const site of [1, 2, 3]) for (const date of ['2026-11-19', '2026-11-20']) at(site, date);
    // The guard works at all three sites (ADR 42).
    const guard = { ...principalOf(w.guard), siteIds: [1, 2, 3] };
    const today = async (site: number) => (await list.execute(guard, { view: 'active', site, page: 1, pageSize: 25 })).records.map((r) => r.name);

    // 18:29 UTC on the 19th: 23:59 in Pune, 18:29 in London, already 07:29 on the 20th in Auckland (the server's date, UTC's, is the 19th).
    w.clock.set('2026-11-19T18:29:00.000Z');
    expect([await today(1), await today(2), await today(3)]).toEqual([['1 2026-11-19'], ['2 2026-11-19'], ['3 2026-11-20']]);
    // Two minutes later Pune has passed its midnight; London has not.
    w.clock.set('2026-11-19T18:31:00.000Z');
    expect([await today(1), await today(2)]).toEqual([['1 2026-11-20'], ['2 2026-11-19']]);
    // And at London's midnight, London too.
    w.clock.set('2026-11-20T00:00:00.000Z');
    expect(await today(2)).toEqual(['2 2026-11-20']);
    // No site asked for: the caller's home site (the first); a site that does not exist: its code.
    expect(await list.execute(principalOf(w.guard), { view: 'active', page: 1, pageSize: 25 })).toMatchObject({ records: [{ name: '1 2026-11-20' }] });
    expect(await domainErrorOf(list.execute(principalOf(w.guard), { view: 'active', site: 9, page: 1, pageSize: 25 }))).toMatchObject({ code: 'visit.site_invalid' });
  });

  it(`${ReadVisits.name} should give a host their own visitors and one visit to whoever may see it`, async () => {
    const w = world();
    const read = new ReadVisits(w.passes, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)), w.screening);
    const fresh = w.pass('new');
    const submitted = w.pass('submitted');
    const theirs = w.pass('submitted', { of: w.otherHost });
    expect((await read.hostVisits(principalOf(w.host), w.host.email, false)).map((r) => r.id).sort()).toEqual([fresh.id, submitted.id].sort());
    expect((await read.hostVisits(principalOf(w.host), ` ${w.host.email.toUpperCase()}`, true)).map((r) => r.id)).toEqual([submitted.id]);
    expect(await failureOf(read.hostVisits(principalOf(w.host), w.otherHost.email, true))).toMatchObject({ kind: 'forbidden', message: MESSAGES.http.forbidden });
    for (const someone of [w.otherHost, w.guard, w.admin]) expect(await read.one(principalOf(someone), theirs.id), someone.email).toMatchObject({ id: theirs.id, state: 'awaiting_approval' });
    expect(await failureOf(read.one(principalOf(w.host), theirs.id))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.dataError });
    expect(await failureOf(read.one(principalOf(w.admin), 999))).toMatchObject({ kind: 'not_found', message: MESSAGES.photo.dataError });
  });

  it('should tell those who manage the watchlist of an open flag in the lists, the detail, the roll call and a pass code look-up, and never a host (issue 13)', async () => {
    const w = world();
    const list = new ListDeskVisits(w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    const read = new ReadVisits(w.passes, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)), w.screening);
    const lookups = new DeskLookups(w.passes, w.query, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)), w.screening);
    const flagged = w.pass('approved');
    const plain = w.pass('approved');
    const inside = w.pass('in');
    w.screening.flagged.add(flagged.id).add(inside.id);
    const page = { page: 1, pageSize: 25 } as const;
    for (const desk of [w.guard, w.admin]) {
      const viewer = principalOf(desk);
      const rows = (await list.execute(viewer, { view: 'active', ...page })).records;
      expect(Object.fromEntries(rows.map((r) => [r.id, r.flagged])), desk.email).toEqual({ [flagged.id]: true, [plain.id]: false, [inside.id]: true });
      expect((await list.execute(viewer, { view: 'active', filter: 'flagged', ...page })).records.map((r) => r.id).sort()).toEqual([flagged.id, inside.id].sort());
      expect(await read.one(viewer, flagged.id)).toMatchObject({ id: flagged.id, flagged: true });
      expect(await read.one(viewer, plain.id)).toMatchObject({ id: plain.id, flagged: false });
      expect(await lookups.byPassCode(viewer, flagged.passCode)).toMatchObject({ id: flagged.id, flagged: true });
      expect((await lookups.onSite(viewer)).onSite).toMatchObject([{ id: inside.id, flagged: true }]);
    }
    // The host's own answers say nothing of a flag: the same fields for a flagged and a plain visit.
    const host = principalOf(w.host);
    const hostRows = (await list.execute(host, { view: 'active', ...page })).records;
    expect(hostRows.map((r) => r.id).sort()).toEqual([flagged.id, plain.id, inside.id].sort());
    for (const row of hostRows) expect(row).not.toHaveProperty('flagged');
    expect(await read.one(host, flagged.id)).not.toHaveProperty('flagged');
    expect(Object.keys(await read.one(host, flagged.id))).toEqual(Object.keys(await read.one(host, plain.id)));
    expect(await failureOf(list.execute(host, { view: 'active', filter: 'flagged', ...page }))).toMatchObject({ kind: 'invalid_input', message: 'Please choose a valid filter.' });
  });
});

describe('the CLI\'s reads', () => {
  it(`${ListDayVisits.name} and ${ListAwaitingApproval.name} should filter by host and state, and name an unknown host`, async () => {
    const w = world();
    const day = new ListDayVisits(w.passes, w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    const awaiting = new ListAwaitingApproval(w.passes, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    const expected = w.pass('approved');
    const waiting = w.pass('submitted');
    const theirs = w.pass('in', { of: w.otherHost });
    w.pass('approved', { date: TOMORROW });
    const waitingTomorrow = w.pass('submitted', { date: TOMORROW });
    // Missed: its day has passed, so it no longer waits for anyone's approval.
    w.pass('submitted', { date: YESTERDAY });
    expect((await day.execute(TODAY)).map((r) => r.id)).toEqual([expected.id, waiting.id, theirs.id]);
    expect((await day.execute(TODAY, { hostEmail: w.otherHost.email })).map((r) => r.id)).toEqual([theirs.id]);
    expect((await day.execute(TODAY, { state: 'awaiting_approval' })).map((r) => r.id)).toEqual([waiting.id]);
    expect(await failureOf(day.execute(TODAY, { hostEmail: 'Nobody@Example.com' }))).toMatchObject({ kind: 'not_found', message: 'No employee nobody@example.com' });
    expect(await awaiting.ids()).toEqual([waiting.id, waitingTomorrow.id]);
    expect(await awaiting.ids(w.otherHost.email)).toEqual([]);
  });

  it(`${VisitReports.name} should count expected, arrived, on site, left and missed by host and visitor type`, async () => {
    const w = world();
    const reports = new VisitReports(w.passes, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    w.pass('approved');
    w.pass('in');
    w.pass('out', { of: w.otherHost });
    w.pass('submitted');
    w.pass('approved', { date: YESTERDAY });
    const today = await reports.daily(TODAY);
    expect(today.date).toBe('20-11-2026');
    expect(today.totals).toEqual({ expected: 3, arrived: 2, onSite: 1, left: 1, missed: 0 });
    expect(today.byHost).toEqual([
      { host: w.host.email, expected: 2, arrived: 1, onSite: 1, left: 0, missed: 0 },
      { host: w.otherHost.email, expected: 1, arrived: 1, onSite: 0, left: 1, missed: 0 },
    ]);
    expect(today.byVisitorType.map((row) => row.visitorType)).toEqual(['Customers', 'Suppliers']);
    const range = await reports.range(YESTERDAY, TODAY);
    expect(range.map((report) => [report.date, report.totals.missed])).toEqual([
      ['19-11-2026', 1],
      ['20-11-2026', 0],
    ]);
  });
});

describe(SeedDemoVisits.name, () => {
  it('should make passes in every state through the domain\'s own steps, once per creator', async () => {
    const w = world();
    const seed = new SeedDemoVisits(w.passes, w.crypto, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const summary = (someone: Employee) => ({ id: someone.id, email: someone.email, name: someone.name, empId: someone.empId, role: someone.role() });
    const input = { count: 120, hosts: [summary(w.host), summary(w.otherHost)], creator: summary(w.guard), actor: CLI };
    expect(await seed.execute(input)).toEqual({ created: 120, alreadySeeded: false });
    const made = [...w.passes.rows.values()];
    expect(made).toHaveLength(120);
    expect(new Set(made.map((pass) => pass.passCode)).size).toBe(120);
    const states = new Set(made.map((pass) => (pass.checkOut ? 'out' : pass.checkIn ? 'in' : pass.isApproved() ? 'approved' : pass.isSubmitted() ? 'submitted' : 'new')));
    expect([...states].sort()).toEqual(['approved', 'in', 'new', 'out', 'submitted']);
    // Nobody arrives later than now, and nobody arrives on another day than their visit's.
    for (const pass of made.filter((p) => p.checkIn)) expect(pass.checkIn!.getTime()).toBeLessThanOrEqual(w.clock.now().getTime());
    // Today's arrivals came for a slot two hours or more before now (10:00 AM), at most 15 minutes early.
    const arrivedToday = made.filter((pass) => pass.checkIn && pass.visitDate === TODAY);
    expect(arrivedToday.length).toBeGreaterThan(0);
    for (const pass of arrivedToday) {
      expect(pass.visitTime <= '08:00:00').toBe(true);
      expect(pass.checkIn!.getTime()).toBeGreaterThanOrEqual(siteInstant(TODAY, pass.visitTime, TZ).getTime() - 15 * MINUTE);
    }
    // Those still expected today keep their slots through the day.
    expect(made.some((pass) => pass.visitDate === TODAY && !pass.checkIn && pass.visitTime > '10:00:00')).toBe(true);
    expect(w.audit.actions()).toEqual(['visits.demo_seeded']);
    expect(await seed.execute(input)).toEqual({ created: 0, alreadySeeded: true });
    expect(w.passes.rows.size).toBe(120);
  });
});
