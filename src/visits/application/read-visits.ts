import { DomainError } from '#kernel/domain-error.ts';
import { canManageWatchlist, canSeeVisit } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { visitState, type VisitState } from '#contract/visit-state.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitorPassRepository, VisitorPhotoRepository, VisitScreening } from './ports.ts';
import { siteDayOf, siteDaysAt } from './site-clock.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** A host's own visit, for their approval list: the record and where it stands today (a missed one is not approved). */
export interface HostVisitRecord extends VisitRecord {
  readonly state: VisitState;
}

/** The reads of visits that need a signed-in person, each checked against that person. */
export class ReadVisits {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
    private readonly screening: VisitScreening,
  ) {}

  /**
   * `GET /fetch-visitorData/{enc(email)}/{true|false}`: the caller's own visitors (only those with
   * submitted details, for the approval list). The e-mail must be the caller's own.
   */
  async hostVisits(principal: Principal, requestedEmail: string, submittedOnly: boolean): Promise<HostVisitRecord[]> {
    if (requestedEmail.trim().toLowerCase() !== principal.email) throw new DomainError('http.forbidden');
    // Each visit is missed or not by its own site's date (issue 30).
    const [days, passes] = await Promise.all([siteDaysAt(this.sites, this.clock.now()), this.passes.listForHost(principal.employeeId, { submittedOnly })]);
    const hosts = await this.directory.byIds(passes.map((pass) => pass.hostId));
    return passes.map((pass) => withFields(toVisitRecord(pass, hosts.get(pass.hostId)), { state: visitState(pass, days.of(pass.siteId).today) }));
  }

  /**
   * `GET /fetchVisitorDetails/{enc(id)}`: one visit with its state and photo, for its host, an admin or
   * the desk; with its open watchlist flag for those who manage the watchlist (never for a host).
   */
  async one(principal: Principal, id: number): Promise<DeskVisitRecord> {
    const pass = await this.passes.findById(id);
    if (!pass || !canSeeVisit(principal, pass)) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
    const seesFlags = canManageWatchlist(principal);
    const [[record], flagged] = await Promise.all([
      siteDayOf(this.sites, pass, this.clock.now()).then((day) => deskRecords([pass], this.directory, this.photos, { of: () => day })),
      seesFlags ? this.screening.isFlagged(pass.id) : Promise.resolve(false),
    ]);
    return seesFlags ? withFields(record!, { flagged }) : record!;
  }
}
