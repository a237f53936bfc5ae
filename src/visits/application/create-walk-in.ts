import { DomainError } from '#kernel/domain-error.ts';
import type { ConsentLedger } from '../../privacy/application/consent-ledger.ts';
import type { DocumentSigning } from '../../documents/application/document-signing.ts';
import type { WalkInStatus } from '#contract/api/kiosk-answers.ts';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '#contract/pass-code.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { endOfSiteDay, siteHalfHour, siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { VisitorPass } from '../domain/visitor-pass.ts';
import { newPhotoFilename, storageKeyOf } from '../domain/visitor-photo.ts';
import { arrivalPlaceOf } from './check-in-visitor.ts';
import { storeAcceptedPhoto, type PhotoIntake } from './photo-intake.ts';
import type { ArrivalGate, VisitScreening, VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';
import { walkInAnswerLink, type WalkInAnswerTokens } from './walk-in-token.ts';
import { firstNameOf } from '#kernel/first-name.ts';

/** The kiosk a walk-in signs in at, as visits need it (the kiosk module's principal has this shape). */
export interface WalkInKiosk {
  readonly deviceId: number;
  readonly name: string;
  /** The site the kiosk stands at (issue 30): the walk-in is there, on its clock. */
  readonly siteId: number;
}

/** The audit's actor for something a kiosk did (`kiosk:<name>`). */
export const kioskActor = (kiosk: WalkInKiosk): Actor => ({ type: 'kiosk', id: kiosk.deviceId, label: `kiosk:${kiosk.name}` });

/** A walk-in as its kiosk follows it: the visit, and what the kiosk may show (first names only). */
export interface WalkInView {
  readonly visitId: number;
  readonly firstName: string;
  readonly hostFirstName: string;
  readonly status: WalkInStatus;
}

/** What a walk-in is marked as: the visitor types have no word for it, so Others, in our words. */
export const WALK_IN_VISITOR_TYPE = { visitorType: 'Others', visitorTypeOther: 'Walk-in' } as const;

/**
 * `POST /api/kiosk/walk-ins` (issue 13): a visitor without an appointment signs in at a kiosk. One
 * visit for today at the current half hour at the site, its details already in (no link, no ID),
 * waiting for the host's approval and marked with its kiosk; the kiosk's photo stored as the desk's
 * are (a real JPEG of at most 1 MiB and 12 megapixels, with its thumbnail); screened by the watchlist at `walk_in`; audited with the kiosk as
 * the actor; and recorded as waiting (`walk_in.waiting`: the host is mailed the photo and two signed links, approve and
 * decline, that work until the end of the day). The host must be an approved, enabled employee who may
 * host visitors. All in one transaction.
 */
export class CreateWalkIn {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly storage: FileStorage,
    private readonly intake: PhotoIntake,
    private readonly crypto: ServerCrypto,
    private readonly answers: WalkInAnswerTokens,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly screening: VisitScreening,
    private readonly settings: { readonly publicUrl: string },
    private readonly sites: SiteDirectory,
    private readonly gate: ArrivalGate,
    private readonly consents: ConsentLedger,
    private readonly documents: DocumentSigning,
  ) {}

  async execute(kiosk: WalkInKiosk, input: WalkInInput): Promise<WalkInView> {
    const host = await this.hostOf(input.hostId);
    const site = await this.sites.byId(kiosk.siteId);
    if (!site) throw new Error(`kiosk ${kiosk.deviceId} names site ${kiosk.siteId}, which does not exist`);
    // The site's documents (ADR 56): a form without each signature asked for is refused before the photo is decoded and
    // before other systems are asked about the visitor, as the kiosk's check-in refuses before any check-in.
    await this.documents.check({ siteId: site.id, phone: input.mobileNo, name: input.name }, input, this.clock.now());
    const photo = await this.intake.accept(Buffer.from(input.photo, 'base64'));
    // Other systems' say (the webhooks' pre-check, issue 32), before anything is written: a refusal leaves no visit.
    await this.gate.admit({ kind: 'walk_in', siteId: site.id, visitorName: input.name, host: { name: host.name, email: host.email, empId: host.empId }, kioskName: kiosk.name });
    const actor = kioskActor(kiosk);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const today = siteToday(site.timeZone, now);
      const time = siteHalfHour(site.timeZone, now);
      const pass = VisitorPass.walkIn(
        {
          passCode: await this.freePassCode(),
          ...WALK_IN_VISITOR_TYPE,
          name: input.name,
          phone: input.mobileNo,
          email: null,
          hostId: host.id,
          siteId: site.id,
          createdById: null,
          visitDate: today,
          visitTime: time,
          linkExpiresAt: endOfSiteDay(today, site.timeZone),
          createdAt: now,
        },
        {
          placeToVisit: input.placeToVisit,
          selectedOption: input.selectedOption,
          ppeOptions: {
            helmet: input.ppeOptions.helmet ?? false,
            goggles: input.ppeOptions.goggles ?? false,
            earPlug: input.ppeOptions.earPlug ?? false,
            safetyShoes: input.ppeOptions.safetyShoes ?? false,
          },
          comingFrom: input.comingFrom,
          purposeOfVisit: input.purposeOfVisit,
        },
        kiosk.deviceId,
      );
      this.passes.add(pass);
      await this.unitOfWork.flush();
      // The consent the visitor gave on the kiosk's notice step (issue 31): kept with the visit, or neither.
      await this.consents.record({ subject: { kind: 'visit', visitId: pass.id }, siteId: site.id, channel: 'kiosk', consent: input.consent, at: now });
      // The site's documents (issue 31, ADR 54), signed at the kiosk: kept with the visit, or neither. A walk-in has no e-mail: its copy is kept, not mailed.
      await this.documents.sign({ visitId: pass.id, siteId: site.id, phone: input.mobileNo, name: input.name, email: null }, 'kiosk', input, now, actor);

      // The photo, in the same transaction as the visit: both are kept, or neither.
      const filename = newPhotoFilename(now, pass.id, this.crypto.randomToken(12));
      const storageKey = storageKeyOf(filename)!;
      await storeAcceptedPhoto(this.storage, this.photos, photo, { visitorPassId: pass.id, storageKey, takenById: null, createdAt: now });

      // The watchlist: a match flags the visit for security at once (the flag's row, security's mail
      // naming the host and the kiosk); the host's mail is the same either way, and so is the kiosk's
      // answer, "waiting" (issue 27): the flag shows there with the host's answer or at check-in.
      await this.screening.screen({ visitId: pass.id, siteId: pass.siteId, name: pass.name, phone: pass.phone, idKind: null, idLast4: null, hostName: host.name, place: arrivalPlaceOf(actor) }, 'walk_in');

      const expiresAt = pass.linkExpiresAt;
      const links = {
        approve: walkInAnswerLink(this.settings.publicUrl, this.answers.issue({ visitId: pass.id, decision: 'approve', expiresAt })),
        decline: walkInAnswerLink(this.settings.publicUrl, this.answers.issue({ visitId: pass.id, decision: 'decline', expiresAt })),
      };
      await this.events.record({ type: 'walk_in.waiting', visit: toVisitRecord(pass, host), kioskName: kiosk.name, at: now, links, photoStorageKey: storageKey });
      this.audit.record({
        actor,
        action: 'visit.walk_in_created',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { passCode: pass.passCode, host: host.email, date: today, time, kiosk: kiosk.name },
      });
      this.audit.record({ actor, action: 'visit.photo_taken', subjectType: 'visit', subjectId: pass.id, details: { filename, bytes: photo.bytes.byteLength } });
      await this.unitOfWork.flush();
      return { visitId: pass.id, firstName: firstNameOf(pass.name), hostFirstName: firstNameOf(host.name), status: 'waiting' };
    });
  }

  /** An approved, enabled employee who may host visitors; anyone else (or no one) is `kiosk.host_invalid`. */
  private async hostOf(hostId: number): Promise<EmployeeSummary> {
    const known = (await this.directory.byIds([hostId])).get(hostId);
    const host = known ? await this.directory.activeHost(known.email) : null;
    if (!host) throw new DomainError('kiosk.host_invalid');
    return host;
  }

  private async freePassCode(): Promise<string> {
    for (;;) {
      const code = this.crypto.randomString(PASS_CODE_LENGTH, PASS_CODE_ALPHABET);
      if (!(await this.passes.passCodeTaken(code))) return code;
    }
  }
}
