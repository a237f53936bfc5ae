import { visitState } from '#contract/visit-state.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { WalkInKiosk, WalkInView } from './create-walk-in.ts';
import type { VisitScreening, VisitorPassRepository } from './ports.ts';
import { firstNameOf } from '#kernel/first-name.ts';
import { walkInStatus } from './walk-in-status.ts';
import { siteDayOf } from './site-clock.ts';

/**
 * `GET /api/kiosk/walk-ins/{ticket}` (issue 13): where the kiosk's own walk-in stands, which the kiosk
 * polls every 2 s while the visitor waits. A read by primary key, and the flag's check (indexed) once
 * the host has approved; nothing is written. A walk-in of another kiosk, or none, is
 * `kiosk.ticket_invalid` (the ticket names the kiosk too).
 */
export class ReadWalkIn {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly screening: VisitScreening,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(kiosk: WalkInKiosk, visitId: number): Promise<WalkInView> {
    const pass = await this.passes.readCopy(visitId);
    if (!pass || pass.anonymisedAt || pass.kioskDeviceId !== kiosk.deviceId) throw new DomainError('kiosk.ticket_invalid');
    const state = visitState(pass, (await siteDayOf(this.sites, pass, this.clock.now())).today);
    // The flag is asked only once the host has approved: until then the answer is "waiting" either way.
    const [flagged, hosts] = await Promise.all([state === 'expected' ? this.screening.isFlagged(pass.id) : Promise.resolve(false), this.directory.byIds([pass.hostId])]);
    return { visitId: pass.id, firstName: firstNameOf(pass.name), hostFirstName: firstNameOf(hosts.get(pass.hostId)?.name ?? ''), status: walkInStatus(state, flagged) };
  }
}
