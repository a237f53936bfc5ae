import { DomainError } from '../../shared/domain-error.ts';
import type { KioskVisit } from '../../shared/api/kiosk-answers.ts';
import type { KioskLookupInput } from '../../shared/validation/kiosk.ts';
import { visitState, type VisitState } from '../../shared/visit-state.ts';
import { siteToday } from '../../shared/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
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

/** What a visitor may see of their visit at the kiosk: their first name, the host's name, a time. Nothing else. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * The lookups' shared part: today's visits (at the site) of the phone number or pass code the visitor
 * gave, by slot, and a ticket for the one tap that follows. A visit of another day, or anonymised, is
 * not found; a pass code is one visit, a phone number may be several.
 */
export class KioskVisitLookup {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly tickets: KioskTickets,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async todaysVisits(lookup: KioskLookupInput): Promise<TodaysVisit[]> {
    const today = siteToday(this.timeZone, this.clock.now());
    const passes: Pass[] =
      'passCode' in lookup
        ? [await this.passes.findByPassCode(lookup.passCode)].filter((pass): pass is Pass => pass !== null && pass.visitDate === today)
        : await this.passes.findForDayByPhone(today, lookup.phone);
    return passes
      .filter((pass) => !pass.anonymisedAt)
      .map((pass) => ({ id: pass.id, name: pass.name, hostId: pass.hostId, visitTime: pass.visitTime, checkIn: pass.checkIn, state: visitState(pass, today) }))
      .sort((a, b) => a.visitTime.localeCompare(b.visitTime) || a.id - b.id);
  }

  /** What the kiosk shows of `visit` (`time` already in the site's form) and its ticket for `purpose`. */
  async answer(kiosk: KioskPrincipal, visit: TodaysVisit, purpose: KioskTicketPurpose, time: string): Promise<KioskVisit> {
    const host = (await this.directory.byIds([visit.hostId])).get(visit.hostId);
    if (!host) throw new DomainError('kiosk.appointment_not_found');
    const ticket = this.tickets.issue({ visitId: visit.id, deviceId: kiosk.deviceId, purpose, expiresAt: new Date(this.clock.now().getTime() + KIOSK_TICKET_LIFETIME_MS) });
    return { ticket, firstName: firstNameOf(visit.name), hostName: host.name, time };
  }
}
