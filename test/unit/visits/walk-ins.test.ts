import { documentsWorld, noSiteDocuments } from '../documents/in-memory-documents.ts';
import type { DocumentSigning } from '../../../src/documents/application/document-signing.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { describe, expect, it } from 'vitest';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { VISIT_STATES, visitState, hostVisitActions, canCheckIn } from '#contract/visit-state.ts';
import { siteHalfHour } from '#contract/visit-time.ts';
import { AnswerWalkIn } from '../../../src/visits/application/answer-walk-in.ts';
import { ApproveVisitors } from '../../../src/visits/application/approve-visitors.ts';
import { CreateWalkIn } from '../../../src/visits/application/create-walk-in.ts';
import { ReadWalkIn } from '../../../src/visits/application/read-walk-in.ts';
import { ReadWalkInQuestion } from '../../../src/visits/application/read-walk-in-question.ts';
import { walkInStatus } from '../../../src/visits/application/walk-in-status.ts';
import { firstNameOf } from '#kernel/first-name.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { WalkInAnswerTokens } from '../../../src/visits/application/walk-in-token.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { domainErrorOf, domainErrorThrownBy, failureOf } from '../../support/refusal.ts';
import { walkInForm } from '../../support/walk-in-form.ts';
import { FakeClock, HOUR, MINUTE } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, RecordingOutbox, employee } from '../identity/in-memory-identity.ts';
import {
  CountingServerCrypto,
  fakePhotoIntake,
  InMemoryFileStorage,
  InMemoryVisitScreening,
  InMemoryVisitorPasses,
  InMemoryVisitorPhotos,
  directoryOf,
  jpegBytes,
  RecordingArrivalGate,
} from './in-memory-visits.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { privacyWorld } from '../privacy/in-memory-privacy.ts';

const TZ = 'Asia/Kolkata';
const PUBLIC_URL = 'http://vms.test';
/** The fake clock's today at the site (2026-11-20T04:30Z is 10:00 AM there). */
const TODAY = '2026-11-20';
/** The code a domain object's transition or a token's check was refused with. */
const codeOf = (work: () => unknown): string => domainErrorThrownBy(work).code;
const KIOSK = { deviceId: 7, name: 'Reception A', siteId: 1 };
const OTHER_KIOSK = { deviceId: 8, name: 'Reception B', siteId: 1 };

const refusal = (code: string, message: string) => ({ kind: code, message, details: undefined });

describe('a walk-in, in the domain', () => {
  const walkIn = (): VisitorPass => {
    const pass = VisitorPass.walkIn(
      {
        passCode: 'WALK2345',
        visitorType: 'Others',
        visitorTypeOther: 'Walk-in',
        name: 'Meera Nair',
        phone: '9812345670',
        email: null,
        hostId: 2,
        siteId: 1,
        createdById: null,
        visitDate: TODAY,
        visitTime: '10:00:00',
        linkExpiresAt: new Date('2026-11-20T18:29:59.999Z'),
        createdAt: new Date('2026-11-20T04:30:00Z'),
      },
      { placeToVisit: 'Visiting Office', selectedOption: 'WEN HV', ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false }, comingFrom: 'Pune', purposeOfVisit: 'Meeting the plant head' },
      7,
    );
    pass.id = 42;
    return pass;
  };
  const now = new Date('2026-11-20T05:00:00Z');

  it('is made with its details in and waits for its host, marked with its kiosk', () => {
    const pass = walkIn();
    expect(pass.isWalkIn()).toBe(true);
    expect(pass.kioskDeviceId).toBe(7);
    expect(pass.createdById).toBeNull();
    expect(pass.additionalVisitorOption).toBe('No');
    expect(visitState(pass, TODAY)).toBe('awaiting_approval');
  });

  it('is declined by its host while it waits: the state declined, with no In and nothing left to do', () => {
    const pass = walkIn();
    pass.decline(2, now, TODAY);
    expect(pass.declinedAt).toEqual(now);
    expect(pass.declinedById).toBe(2);
    expect(visitState(pass, TODAY)).toBe('declined');
    expect(canCheckIn('declined', TODAY, TODAY)).toBe(false);
    expect(hostVisitActions('declined')).toEqual({ resendLink: false, cancel: false, approve: false });
    expect(VISIT_STATES).toContain('declined');
  });

  it('refuses a second answer with what the first was, either way round', () => {
    const declined = walkIn();
    declined.decline(2, now, TODAY);
    expect(codeOf(() => declined.decline(2, now, TODAY))).toBe('walkin.already_declined');
    expect(codeOf(() => declined.approve(2, now, TODAY))).toBe('walkin.already_declined');
    expect(codeOf(() => declined.checkInAt(null, now, TODAY))).toBe('visit.not_approved');

    const approved = walkIn();
    approved.approve(2, now, TODAY);
    expect(codeOf(() => approved.decline(2, now, TODAY))).toBe('walkin.already_approved');
  });

  it('declines only a walk-in awaiting approval: not a cancelled one, not one of a past day, not a pass an employee made', () => {
    const cancelled = walkIn();
    cancelled.cancel(2, now, TODAY);
    expect(codeOf(() => cancelled.decline(2, now, TODAY))).toBe('visit.cancelled');
    expect(codeOf(() => walkIn().decline(2, now, '2026-11-21'))).toBe('walkin.not_waiting');

    const invited = new VisitorPass({ ...walkIn(), createdById: 2 });
    expect(invited.isWalkIn()).toBe(false);
    invited.submitDetails({ name: 'Meera Nair', phone: '9812345670', placeToVisit: 'Visiting Office', selectedOption: 'WEN HV', ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false }, comingFrom: 'Pune', address: '12 MG Road, Shivaji Nagar, Pune', purposeOfVisit: 'Meeting the plant head', additionalVisitorOption: 'No', additionalVisitors: null, idKind: null, idLast4: null }, now);
    expect(codeOf(() => invited.decline(2, now, TODAY))).toBe('walkin.not_waiting');
  });
});

describe('walk-in status, as the kiosk sees it', () => {
  it.each([
    ['awaiting_approval', false, 'waiting'],
    // Until the host answers, the flag does not show (issue 27): security already knows of it.
    ['awaiting_approval', true, 'waiting'],
    ['expected', false, 'approved'],
    ['expected', true, 'see_desk'],
    ['declined', false, 'declined'],
    ['declined', true, 'declined'],
    ['cancelled', false, 'declined'],
    ['checked_in', false, 'checked_in'],
    ['checked_in', true, 'checked_in'],
    ['checked_out', false, 'checked_in'],
    ['missed', false, 'see_desk'],
    ['awaiting_details', false, 'see_desk'],
  ] as const)('%s (flagged: %s) is %s', (state, flagged, status) => {
    expect(walkInStatus(state, flagged)).toBe(status);
  });

  it('shows the first word of a name only', () => {
    expect(firstNameOf('  Meera   K. Nair ')).toBe('Meera');
  });

  it("dates a walk-in at the half hour the site's clock is in", () => {
    expect(siteHalfHour(TZ, new Date('2026-11-20T04:29:00Z'))).toBe('09:30:00');
    expect(siteHalfHour(TZ, new Date('2026-11-20T04:30:00Z'))).toBe('10:00:00');
    expect(siteHalfHour(TZ, new Date('2026-11-20T18:29:59Z'))).toBe('23:30:00');
  });
});

describe(WalkInAnswerTokens.name, () => {
  const tokens = new WalkInAnswerTokens(new NodeServerCrypto('s'.repeat(40)));
  const otherSecret = new WalkInAnswerTokens(new NodeServerCrypto('t'.repeat(40)));
  const expiresAt = new Date('2026-11-20T18:29:59.999Z');
  const before = new Date('2026-11-20T10:00:00Z');

  it('signs the visit, the decision and the expiry, and verifies them until the end of the day', () => {
    const approve = tokens.issue({ visitId: 42, decision: 'approve', expiresAt });
    const decline = tokens.issue({ visitId: 42, decision: 'decline', expiresAt });
    expect(approve).toMatch(/^42\.approve\.\d+\.[0-9a-f]{64}$/);
    expect(tokens.verify(approve, before)).toEqual({ visitId: 42, decision: 'approve' });
    expect(tokens.verify(decline, expiresAt)).toEqual({ visitId: 42, decision: 'decline' });
  });

  it('refuses a link past its time as expired', () => {
    const approve = tokens.issue({ visitId: 42, decision: 'approve', expiresAt });
    expect(codeOf(() => tokens.verify(approve, new Date(expiresAt.getTime() + 1)))).toBe('walkin.link_expired');
  });

  it('refuses any change to a token, and tokens of another secret, as not valid (not as expired)', () => {
    const approve = tokens.issue({ visitId: 42, decision: 'approve', expiresAt });
    const [id, , expiry, mac] = approve.split('.');
    const forged = [
      `${id}.decline.${expiry}.${mac}`,
      `43.approve.${expiry}.${mac}`,
      `${id}.approve.${Number(expiry) + 86_400_000}.${mac}`,
      `042.approve.${expiry}.${mac}`,
      `${approve} `,
      approve.slice(0, -1),
      otherSecret.issue({ visitId: 42, decision: 'approve', expiresAt }),
      '',
      'not-a-token',
    ];
    for (const token of forged) expect(codeOf(() => tokens.verify(token, before)), token).toBe('walkin.link_invalid');
    expect(codeOf(() => tokens.verify(42, before))).toBe('walkin.link_invalid');
    // Forged and expired both: not valid, which says nothing of the expiry.
    expect(codeOf(() => tokens.verify(`43.approve.${expiry}.${mac}`, new Date(expiresAt.getTime() + 1)))).toBe('walkin.link_invalid');
  });

  it('refuses a correctly signed link whose visit is beyond any id a row can have, as a forged one (issue 27)', () => {
    for (const visitId of [2_147_483_648, 99_999_999_999, 9_007_199_254_740_991]) {
      const signed = tokens.issue({ visitId, decision: 'approve', expiresAt });
      expect(codeOf(() => tokens.verify(signed, before)), String(visitId)).toBe('walkin.link_invalid');
    }
    expect(tokens.verify(tokens.issue({ visitId: 2_147_483_647, decision: 'approve', expiresAt }), before)).toEqual({ visitId: 2_147_483_647, decision: 'approve' });
  });
});

describe('walk-in use cases', () => {
  const setUp = (documents: DocumentSigning = noSiteDocuments()) => {
    const host = employee('host@example.com', { role: 'Employee' });
    host.name = 'Priya Sharma';
    const guard = employee('guard@example.com', { role: 'Security' });
    const pending = employee('pending@example.com', { role: 'Employee', approved: false });
    const { directory } = directoryOf(host, guard, pending);
    const passes = new InMemoryVisitorPasses();
    const photos = new InMemoryVisitorPhotos();
    const storage = new InMemoryFileStorage();
    const screening = new InMemoryVisitScreening();
    const outbox = new RecordingOutbox();
    const audit = new RecordingAuditLog();
    const clock = new FakeClock();
    const crypto = new CountingServerCrypto();
    const unitOfWork = new InMemoryUnitOfWork(passes, photos, storage, outbox, audit);
    const tokens = new WalkInAnswerTokens(crypto);
    const gate = new RecordingArrivalGate();
    const create = new CreateWalkIn(passes, photos, directory, storage, fakePhotoIntake(), crypto, tokens, mailNotifier(outbox, { directory, publicUrl: PUBLIC_URL }), audit, clock, unitOfWork, screening, { publicUrl: PUBLIC_URL }, new SiteDirectory(sitesIn(TZ)), gate, privacyWorld().ledger, documents);
    const approve = new ApproveVisitors(passes, directory, mailNotifier(outbox, { directory, publicUrl: PUBLIC_URL }), audit, clock, unitOfWork, new SiteDirectory(sitesIn(TZ)), new PassPins(crypto));
    const answer = new AnswerWalkIn(passes, directory, tokens, approve, audit, clock, unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const question = new ReadWalkInQuestion(passes, directory, tokens, clock);
    const read = new ReadWalkIn(passes, directory, screening, clock, new SiteDirectory(sitesIn(TZ)));
    const input = (overrides: Partial<WalkInInput> = {}): WalkInInput => ({ ...walkInForm(host.id, jpegBytes()), ...overrides });
    /** The approve and decline links of the latest walk-in mail. */
    const linksOf = () => {
      const text = outbox.mails.at(-1)?.text ?? '';
      const tokenOf = (label: string) => decodeURIComponent(new RegExp(`${label}: ${PUBLIC_URL}/WalkInAnswer\\?token=(\\S+)`).exec(text)?.[1] ?? '');
      return { approve: tokenOf('Approve'), decline: tokenOf('Decline') };
    };
    return { host, guard, pending, passes, photos, storage, screening, outbox, audit, clock, gate, create, answer, question, read, input, linksOf };
  };

  it('creates a walk-in for today at the current half hour, stores the photo, screens it at walk_in and mails the host both links', async () => {
    const w = setUp();
    const made = await w.create.execute(KIOSK, w.input());
    expect(made).toEqual({ visitId: expect.any(Number), firstName: 'Meera', hostFirstName: 'Priya', status: 'waiting' });
    const pass = (await w.passes.findById(made.visitId))!;
    expect(pass).toMatchObject({ visitDate: TODAY, visitTime: '10:00:00', kioskDeviceId: 7, createdById: null, email: null, idKind: null, idLast4: null, visitorType: 'Others', visitorTypeOther: 'Walk-in' });
    expect(visitState(pass, TODAY)).toBe('awaiting_approval');
    const photo = await w.photos.latestFor(pass.id);
    expect(photo?.takenById).toBeNull();
    expect(await w.storage.get(photo!.storageKey)).toEqual(Buffer.from(jpegBytes()));
    expect(w.screening.screened).toEqual([
      { visit: { visitId: pass.id, siteId: 1, name: 'Meera K Nair', phone: '9812345670', idKind: null, idLast4: null, hostName: 'Priya Sharma', place: `kiosk ${KIOSK.name}` }, on: 'walk_in' },
    ]);
    expect(w.outbox.recipients()).toEqual([['host@example.com']]);
    const mail = w.outbox.mails[0]!;
    expect(mail.attachments).toEqual([{ filename: 'visitor.jpg', contentType: 'image/jpeg', storageKey: photo!.storageKey, cid: 'visitor-photo' }]);
    expect(w.linksOf().approve).toMatch(new RegExp(`^${pass.id}\\.approve\\.`));
    expect(w.linksOf().decline).toMatch(new RegExp(`^${pass.id}\\.decline\\.`));
    expect(w.audit.entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['visit.walk_in_created', { type: 'kiosk', id: 7, label: 'kiosk:Reception A' }],
      ['visit.photo_taken', { type: 'kiosk', id: 7, label: 'kiosk:Reception A' }],
    ]);
  });

  it('refuses a walk-in without the signature its site asks for before other systems are asked or anything is kept, and keeps the signed one (ADR 56)', async () => {
    const documents = documentsWorld();
    const cli = { kind: 'cli', actor: { type: 'cli', label: 'cli:it' } as Actor } as const;
    const nda = await documents.add.execute(cli, { siteId: KIOSK.siteId, title: 'Non-disclosure agreement', kind: 'nda', drawnSignature: false });
    const versionId = (await documents.publish.execute(cli, nda.id, { text: 'Keep what you see to yourself.' })).current!.id;
    const w = setUp(documents.signing);
    // Unsigned, the documents' terms are not accepted (the terms rule, ADR 57), the box ticked or not; a version not current signs nothing.
    const refused = [
      [[], { termsAccepted: true }, 'input.invalid'],
      [[], { termsAccepted: undefined }, 'input.invalid'],
      [[{ versionId: versionId + 1, typedName: 'Meera K Nair' }], {}, 'document.signature_required'],
      [[{ versionId, typedName: 'Someone Else' }], {}, 'document.name_mismatch'],
    ] as const;
    for (const [signatures, box, code] of refused) expect((await domainErrorOf(w.create.execute(KIOSK, w.input({ signatures: [...signatures], ...box })))).code).toBe(code);
    expect({ asked: w.gate.asked, visits: w.passes.rows.size, screened: w.screening.screened, mails: w.outbox.mails, audit: w.audit.entries, signatures: documents.signatures.rows }).toEqual({ asked: [], visits: 0, screened: [], mails: [], audit: [], signatures: [] });

    // Signed, no box is needed: the signatures are the terms.
    const made = await w.create.execute(KIOSK, w.input({ signatures: [{ versionId, typedName: 'Meera K Nair' }], termsAccepted: undefined }));
    expect(w.gate.asked).toHaveLength(1);
    expect(documents.signatures.rows.map(({ visitId, versionId: signed, channel }) => ({ visitId, signed, channel }))).toEqual([{ visitId: made.visitId, signed: versionId, channel: 'kiosk' }]);
  });

  it('answers a walk-in the watchlist flags "waiting" until the host approves, then see_desk; the host\'s mail is the same', async () => {
    const w = setUp();
    const flagging = w.screening.screen.bind(w.screening);
    w.screening.screen = async (visit, on) => {
      await flagging(visit, on);
      w.screening.flagged.add(visit.visitId);
    };
    const made = await w.create.execute(KIOSK, w.input());
    expect(made.status).toBe('waiting');
    expect(w.screening.screened).toHaveLength(1);
    expect(w.outbox.mails).toHaveLength(1);
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('waiting');
    await w.answer.execute(w.linksOf().approve);
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('see_desk');
  });

  it('refuses a host who is not an approved employee who may host, and changes nothing', async () => {
    const w = setUp();
    for (const hostId of [w.guard.id, w.pending.id, 9999]) {
      expect(await failureOf(w.create.execute(KIOSK, w.input({ hostId })))).toEqual(refusal('invalid_input', MESSAGES.kiosk.hostInvalid));
    }
    expect(await failureOf(w.create.execute(KIOSK, w.input({ photo: Buffer.from('not a jpeg').toString('base64') })))).toEqual(refusal('invalid_input', MESSAGES.photo.notJpeg));
    expect(w.passes.rows.size).toBe(0);
    expect(w.outbox.mails).toEqual([]);
    expect(w.audit.entries).toEqual([]);
  });

  it('is approved from the approve link once, as the host; a second click of either link says so', async () => {
    const w = setUp();
    const made = await w.create.execute(KIOSK, w.input());
    const links = w.linksOf();
    expect(await w.question.execute(links.approve)).toEqual({ decision: 'approve', visitorName: 'Meera K Nair', comingFrom: 'Pune', purposeOfVisit: 'Meeting the plant head', status: 'waiting' });
    expect(await w.answer.execute(links.approve)).toEqual({ decision: 'approve', message: MESSAGES.walkIn.approved });
    expect(w.audit.entries.at(-1)).toMatchObject({ action: 'visit.approved', actor: { type: 'employee', id: w.host.id, label: 'host@example.com' }, subjectId: made.visitId });
    // A walk-in has no e-mail and is checked in at its kiosk: the approval mails no one.
    expect(w.outbox.mails).toHaveLength(1);
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('approved');
    expect(await failureOf(w.answer.execute(links.approve))).toEqual(refusal('conflict', MESSAGES.walkIn.alreadyApproved));
    expect(await failureOf(w.answer.execute(links.decline))).toEqual(refusal('conflict', MESSAGES.walkIn.alreadyApproved));
    expect((await w.question.execute(links.decline)).status).toBe('approved');
  });

  it('is declined from the decline link once; a second click of either link says so', async () => {
    const w = setUp();
    const made = await w.create.execute(KIOSK, w.input());
    const links = w.linksOf();
    expect(await w.answer.execute(links.decline)).toEqual({ decision: 'decline', message: MESSAGES.walkIn.declined });
    expect(w.audit.entries.at(-1)).toMatchObject({ action: 'visit.walk_in_declined', actor: { type: 'employee', id: w.host.id }, subjectId: made.visitId });
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('declined');
    expect(await failureOf(w.answer.execute(links.decline))).toEqual(refusal('conflict', MESSAGES.walkIn.alreadyDeclined));
    expect(await failureOf(w.answer.execute(links.approve))).toEqual(refusal('conflict', MESSAGES.walkIn.alreadyDeclined));
  });

  it('answers a walk-in its host cancelled from My visitors as no longer waiting, and the kiosk as declined', async () => {
    const w = setUp();
    const made = await w.create.execute(KIOSK, w.input());
    const links = w.linksOf();
    (await w.passes.findById(made.visitId))!.cancel(w.host.id, w.clock.now(), TODAY);
    expect(await failureOf(w.answer.execute(links.approve))).toEqual(refusal('conflict', MESSAGES.walkIn.notWaiting));
    expect(await failureOf(w.answer.execute(links.decline))).toEqual(refusal('conflict', MESSAGES.walkIn.notWaiting));
    expect(await failureOf(w.question.execute(links.approve))).toEqual(refusal('conflict', MESSAGES.walkIn.notWaiting));
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('declined');
  });

  it('refuses an expired link', async () => {
    const w = setUp();
    await w.create.execute(KIOSK, w.input());
    const links = w.linksOf();
    w.clock.advance(15 * HOUR);
    expect(await failureOf(w.answer.execute(links.approve))).toEqual(refusal('expired', MESSAGES.walkIn.linkExpired));
    expect(await failureOf(w.question.execute(links.decline))).toEqual(refusal('expired', MESSAGES.walkIn.linkExpired));
  });

  it('shows a kiosk only its own walk-ins', async () => {
    const w = setUp();
    const made = await w.create.execute(KIOSK, w.input());
    w.clock.advance(MINUTE);
    expect(await failureOf(w.read.execute(OTHER_KIOSK, made.visitId))).toEqual(refusal('invalid_input', MESSAGES.kiosk.ticketInvalid));
    expect((await w.read.execute(KIOSK, made.visitId)).status).toBe('waiting');
  });
});
