import { DomainError } from '#kernel/domain-error.ts';
import type { KioskVisit } from '#contract/api/kiosk-answers.ts';
import { firstNameOf } from '#kernel/first-name.ts';
import type { KioskLookupInput } from '#contract/validation/kiosk.ts';
import { visitState, type VisitState } from '#contract/visit-state.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { KioskSite, SiteDirectory } from '../../sites/application/site-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { PassPins } from '../../visits/application/pass-pins.ts';
import type { VisitorPassRepository } from '../../visits/application/ports.ts';
import { KIOSK_TICKET_LIFETIME_MS, type KioskTicketPurpose, type KioskTickets } from '../domain/kiosk-ticket.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';

/** A pass as visits' repository answers it (the kiosk names no type of visits' domain). */
type Pass = Awaited<ReturnType<VisitorPassRepository['findForDayByPhone']>>[number];

/** A visit of today as a lookup weighs it: where it stands, in the order the day's slots come. */
export interface TodaysVisit {
  readonly id: number;
  readonly name: string;
  readonly hostId: number;
  /** `HH:mm:ss`. */
  readonly visitTime: string;
  readonly checkIn: Date | null;
  readonly state: VisitState;
}

/**
 * Every lookup that offers nothing to do (issue 27, docs/adr/0018-kiosk-privacy.md): no visit,
 * another day's, not approved, already in, already out, a missing or wrong PIN. One code, one status,
 * one message, so that whoever types a number learns nothing about whose it is.
 */
export const noVisitToOffer = (): DomainError => new DomainError('kiosk.visit_not_found');

/**
 * The lookups' shared part: today's visits (at the site) of the phone number or pass code the visitor
 * gave, by slot, and a ticket for the one tap that follows. A visit of another day, or anonymised, is
 * not found; a pass code is one visit, a phone number may be several (with the PIN required, only the
 * one whose PIN was typed).
 */
export class KioskVisitLookup {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly tickets: KioskTickets,
    private readonly pins: PassPins,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  /**
   * The kiosk's site (issue 30): whose visits it finds, whose clock says what today is, and whether a
   * phone number there needs the pass's PIN (the site's own setting, read on every lookup, so that a
   * change counts from the next one on every replica).
   */
  async siteOf(kiosk: KioskPrincipal): Promise<KioskSite> {
    const site = await this.sites.kioskSite(kiosk.siteId);
    if (!site) throw new Error(`kiosk ${kiosk.deviceId} names site ${kiosk.siteId}, which does not exist`);
    return site;
  }

  /**
   * Today's visits at the kiosk's site. A pass code of another site's visit is told so
   * (`kiosk.visit_other_site`): the code is the visitor's own secret, so saying where it belongs tells a
   * guesser nothing. A phone number finds only this site's visits, saying nothing of the others.
   */
  async todaysVisits(kiosk: KioskPrincipal, lookup: KioskLookupInput): Promise<TodaysVisit[]> {
    const site = await this.siteOf(kiosk);
    const today = siteToday(site.timeZone, this.clock.now());
    const passes: Pass[] =
      'passCode' in lookup
        ? await this.byPassCode(site.id, today, lookup.passCode)
        : (await this.byPhone(today, lookup.phone, lookup.pin, site.kioskRequiresPin)).filter((pass) => pass.siteId === site.id);
    return passes
      .filter((pass) => !pass.anonymisedAt)
      .map((pass) => ({ id: pass.id, name: pass.name, hostId: pass.hostId, visitTime: pass.visitTime, checkIn: pass.checkIn, state: visitState(pass, today) }))
      .sort((a, b) => a.visitTime.localeCompare(b.visitTime) || a.id - b.id);
  }

  /** What the kiosk shows of `visit` (`time` already in the site's form) and its ticket for `purpose`: first names only. */
  async answer(kiosk: KioskPrincipal, visit: TodaysVisit, purpose: KioskTicketPurpose, time: string): Promise<KioskVisit> {
    const host = (await this.directory.byIds([visit.hostId])).get(visit.hostId);
    if (!host) throw noVisitToOffer();
    const ticket = this.tickets.issue({ visitId: visit.id, deviceId: kiosk.deviceId, purpose, expiresAt: new Date(this.clock.now().getTime() + KIOSK_TICKET_LIFETIME_MS) });
    return { ticket, firstName: firstNameOf(visit.name), hostFirstName: firstNameOf(host.name), time };
  }

  private async byPassCode(siteId: number, today: string, passCode: string): Promise<Pass[]> {
    const pass = await this.passes.findByPassCode(passCode);
    if (!pass || pass.anonymisedAt) return [];
    if (pass.siteId !== siteId) throw new DomainError('kiosk.visit_other_site');
    return pass.visitDate === today ? [pass] : [];
  }

  /** Today's visits of a phone number; with the PIN required at the site, only the one whose pass has `pin` (none without one). */
  private async byPhone(today: string, phone: string, pin: string | null, requirePin: boolean): Promise<Pass[]> {
    if (requirePin && pin === null) return [];
    const passes = await this.passes.findForDayByPhone(today, phone);
    return requirePin && pin !== null ? passes.filter((pass) => this.pins.matches(pass.id, pin)) : passes;
  }
}
