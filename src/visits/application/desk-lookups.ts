import { canManageWatchlist, canSeeVisit, type Actor as Viewer } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { passCodeFromTyped } from '#contract/pass-code.ts';
import { splitRollCall, type RollCall } from '#contract/roll-call.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitListQuery, VisitorPassRepository, VisitorPhotoRepository, VisitScreening } from './ports.ts';
import { siteDaysAt } from './site-clock.ts';

/**
 * The desk's quick reads: a visit by the code on its pass (QR check-in), and who is on site now; for
 * a viewer who manages the watchlist, with each visit's open flag (issue 13).
 */
export class DeskLookups {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly query: VisitListQuery,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
    private readonly screening: VisitScreening,
  ) {}

  async byPassCode(viewer: Viewer, scanned: string): Promise<DeskVisitRecord> {
    // `VMS:ABCD2345`, `abcd2345` or ` ABCD-2345 `: what a QR code or a person types at the desk.
    const code = passCodeFromTyped(scanned);
    const pass = code ? await this.passes.findByPassCode(code) : null;
    if (!pass || pass.anonymisedAt) throw new DomainError('visit.unknown_pass_code');
    // A pass of a site the viewer does not work at (issue 30): said so, for the visitor at the wrong office.
    if (!canSeeVisit(viewer, pass)) throw new DomainError('visit.other_site');
    const seesFlags = canManageWatchlist(viewer);
    const [[record], flagged] = await Promise.all([
      this.days().then((days) => deskRecords([pass], this.directory, this.photos, days)),
      seesFlags ? this.screening.isFlagged(pass.id) : Promise.resolve(false),
    ]);
    return seesFlags ? withFields(record!, { flagged }) : record!;
  }

  /**
   * Everyone checked in and not out: the evacuation roll call, those checked in before today (stale,
   * src/contract/roll-call.ts) apart. Of the sites the viewer works at (issue 30, ADR 42).
   */
  async onSite(viewer: Viewer): Promise<RollCall<DeskVisitRecord> & { readonly today: string }> {
    const [days, visits] = await Promise.all([this.days(), this.query.onSite()]);
    // Only the viewer's sites (issue 30): a site's guard counts their own site's people.
    const visible = visits.filter((visit) => canSeeVisit(viewer, visit));
    const records = await deskRecords(visible, this.directory, this.photos, days, { flags: canManageWatchlist(viewer) });
    // Stale is by each visit's own site: checked in before its site's today (issue 30).
    const split = splitRollCall(records, (record) => record.checkIn, (record) => days.of(record.siteId).today, (record) => record.timeZone);
    return { today: days.of((await this.sites.first()).id).today, ...split };
  }

  /** Each site's date and zone now: each visit is read on its own site's clock (issue 30). */
  private days() {
    return siteDaysAt(this.sites, this.clock.now());
  }
}
