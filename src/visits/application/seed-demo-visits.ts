import { siteHalfHour, siteInstant, addDays, siteToday, startOfSiteDay } from '#contract/visit-time.ts';
import { defaultPpe } from '#contract/ppe.ts';
import { PLACES_TO_VISIT, SITE_OPTIONS, VISITOR_TYPES } from '#contract/visitor-options.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { VisitorPass } from '../domain/visitor-pass.ts';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '#contract/pass-code.ts';
import type { VisitorPassRepository } from './ports.ts';

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Ishaan', 'Ananya', 'Vikram', 'Zoya', 'Arjun', 'Tara', 'Farhan', 'Nisha', 'Dev'];
const LAST = ['Mehta', 'Iyer', 'Nair', 'Reddy', 'Shah', 'Kulkarni', 'Fernandes', 'Bose', 'Khan', 'Pillai', 'Joshi', 'Kapoor'];
const FROM = ['Pune', 'Mumbai', 'Nashik', 'Bengaluru', 'Chennai', 'Hyderabad', 'Navi Mumbai', 'Thane'];
const PURPOSES = ['Quarterly supply review', 'Plant safety audit', 'Machine maintenance visit', 'Customer acceptance test', 'Contract discussion'];

/** How far a demo visit has gone. */
type Fate = 'new' | 'submitted' | 'approved' | 'in' | 'out';

/**
 * Future passes: some still wait for the visitor, some for the host. Past visits: most came and went, some were
 * missed. Today: a third waiting, a third in, a third in and out. Decided by `i` alone, so the mix is the same
 * at any hour.
 */
const fateOf = (i: number, when: 'past' | 'today' | 'future'): Fate => {
  if (when === 'future') return i % 3 === 0 ? 'new' : i % 3 === 1 ? 'submitted' : 'approved';
  if (i % 10 === 7) return 'submitted';
  if (when === 'past') return i % 10 === 3 ? 'approved' : i % 10 === 4 ? 'in' : 'out';
  return i % 3 === 0 ? 'approved' : i % 3 === 2 ? 'out' : 'in';
};

/** The earlier of two visit times (`HH:mm:ss`, so their text orders as the times do). */
const earlier = (a: string, b: string): string => (a < b ? a : b);

/**
 * The demo company's visits (`vms seed --demo`): passes in every state, over the last 30 days, today
 * and the next week, made through the domain's own steps (details, approval, time in and out at
 * the times they would have happened), so that a newcomer sees a living desk. Runs once: a creator
 * who already has passes is left alone.
 */
export class SeedDemoVisits {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { count: number; hosts: readonly EmployeeSummary[]; creator: EmployeeSummary; actor: Actor }): Promise<{ created: number; alreadySeeded: boolean }> {
    if ((await this.passes.countCreatedBy(input.creator.id)) > 0) return { created: 0, alreadySeeded: true };
    // Demo visits are at the first site, the one a fresh installation has, on its clock.
    const { id: siteId, timeZone } = await this.sites.first();
    const today = siteToday(timeZone, this.clock.now());
    const codes = new Set<string>();
    for (let start = 0; start < input.count; start += 500) {
      await this.unitOfWork.run(async () => {
        for (let i = start; i < Math.min(start + 500, input.count); i += 1) this.passes.add(await this.visit(i, input, today, codes, { siteId, timeZone }));
        this.audit.record({ actor: input.actor, action: 'visits.demo_seeded', subjectType: 'system', details: { from: start, to: Math.min(start + 500, input.count) } });
      });
      this.passes.release();
    }
    return { created: input.count, alreadySeeded: false };
  }

  private async visit(i: number, input: { count: number; hosts: readonly EmployeeSummary[]; creator: EmployeeSummary }, today: string, codes: Set<string>, site: { readonly siteId: number; readonly timeZone: string }): Promise<VisitorPass> {
    const { siteId, timeZone } = site;
    // Days from 30 ago to 7 ahead, today getting a larger share.
    const offset = i % 5 === 0 ? 0 : (i % 38) - 30;
    const day = addDays(today, offset);
    const fate = fateOf(i, offset < 0 ? 'past' : offset > 0 ? 'future' : 'today');
    const planned = `${String(9 + (i % 9)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`;
    // Today's visitors who have come in had a slot before now: no arrival hours ahead of its slot.
    const time = offset === 0 && (fate === 'in' || fate === 'out') ? earlier(planned, this.latestArrivedSlot(today, timeZone)) : planned;
    // Who and what are mixed by a hash of i, so that they do not line up with the day and the state.
    const mix = Math.imul(i + 1, 2654435761) >>> 0;
    const host = input.hosts[mix % input.hosts.length]!;
    const type = VISITOR_TYPES[(mix >>> 5) % VISITOR_TYPES.length]!;
    const at = (hoursFromSlot: number) => new Date(siteInstant(day, time, timeZone).getTime() + hoursFromSlot * 3_600_000);
    const pass = new VisitorPass({
      passCode: await this.passCode(codes),
      visitorType: type,
      visitorTypeOther: type === 'Others' ? 'Film crew' : null,
      name: `${FIRST[(mix >>> 9) % FIRST.length]} ${LAST[(mix >>> 14) % LAST.length]}`,
      phone: `9${String(700000000 + ((i * 7919) % 299999999)).padStart(9, '0')}`,
      email: i % 3 === 0 ? null : `visitor${i}@guest.example`,
      hostId: host.id,
      siteId,
      createdById: input.creator.id,
      visitDate: day,
      visitTime: time,
      linkExpiresAt: at(24),
      createdAt: at(-48),
    });
    if (fate === 'new') return pass;
    const place = PLACES_TO_VISIT[(mix >>> 19) % 2]!;
    const option = SITE_OPTIONS[(mix >>> 21) % 2]!;
    pass.submitDetails(
      {
        name: pass.name,
        phone: pass.phone,
        placeToVisit: place,
        selectedOption: option,
        ppeOptions: defaultPpe(place, option),
        comingFrom: FROM[(mix >>> 23) % FROM.length]!,
        address: `${10 + (mix % 80)} Station Road, ${FROM[(mix >>> 23) % FROM.length]}`,
        purposeOfVisit: PURPOSES[(mix >>> 26) % PURPOSES.length]!,
        additionalVisitorOption: i % 4 === 0 ? 'Yes' : 'No',
        additionalVisitors: i % 4 === 0 ? 1 + (i % 3) : null,
        idKind: null,
        idLast4: null,
      },
      at(-24),
    );
    if (fate === 'submitted') return pass;
    pass.approve(host.id, at(-20), siteToday(timeZone, at(-20)));
    if (fate === 'approved') return pass;
    // Today's arrivals and departures are never later than now, nor before the day began (a slot at midnight).
    const now = this.clock.now().getTime();
    const notAfterNow = (instant: Date, minutesAgo: number, notBefore: number) =>
      offset < 0 ? instant : new Date(Math.max(notBefore, Math.min(instant.getTime(), now - minutesAgo * 60_000)));
    const arrived = notAfterNow(at(-0.2), 90, startOfSiteDay(day, timeZone).getTime());
    pass.checkInAt(input.creator.id, arrived, day);
    if (fate === 'out') pass.checkOutAt(input.creator.id, notAfterNow(at(1.5), 5, arrived.getTime()));
    return pass;
  }

  /**
   * The latest of today's slots a visitor already in could have had: the half hour two hours before now's (so that
   * they came a few minutes early and, if they left, left an hour and a half later, both before now), or midnight.
   */
  private latestArrivedSlot(today: string, timeZone: string): string {
    const twoHoursAgo = new Date(this.clock.now().getTime() - 2 * 3_600_000);
    return siteToday(timeZone, twoHoursAgo) === today ? siteHalfHour(timeZone, twoHoursAgo) : '00:00:00';
  }

  private async passCode(taken: Set<string>): Promise<string> {
    for (;;) {
      const code = this.crypto.randomString(PASS_CODE_LENGTH, PASS_CODE_ALPHABET);
      if (!taken.has(code) && !(await this.passes.passCodeTaken(code))) {
        taken.add(code);
        return code;
      }
    }
  }
}
