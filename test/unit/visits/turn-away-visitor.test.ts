import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import { MESSAGES } from '#contract/messages.ts';
import { visitState } from '#contract/visit-state.ts';
import { TurnAwayVisitor } from '../../../src/visits/application/turn-away-visitor.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog } from '../identity/in-memory-identity.ts';
import { InMemoryVisitScreening, InMemoryVisitorPasses } from './in-memory-visits.ts';

/** The fake clock's today at the site. */
const TODAY = '2026-11-20';
const REASON = 'Matches the ban of October; escorted off the premises.';
const guard: Principal = { sessionId: 's1', employeeId: 9, email: 'guard@example.com', name: 'Gate Guard', role: 'security', siteIds: [1], homeSiteId: 1 };
const host: Principal = { sessionId: 's2', employeeId: 2, email: 'host@example.com', name: 'Priya Sharma', role: 'manager', siteIds: [1], homeSiteId: 1 };

/** A walk-in waiting for its host's answer, as the kiosk made it. */
const walkIn = (id: number): VisitorPass => {
  const pass = VisitorPass.walkIn(
    {
      passCode: `WALK${id}`,
      visitorType: 'Others',
      visitorTypeOther: 'Walk-in',
      name: 'Vikas Malhotra',
      phone: '9822222222',
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
  pass.id = id;
  return pass;
};

const setUp = (...passes: VisitorPass[]) => {
  const repository = new InMemoryVisitorPasses(...passes);
  const screening = new InMemoryVisitScreening();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock();
  const unitOfWork = new InMemoryUnitOfWork(repository, audit);
  return { repository, screening, audit, clock, unitOfWork, turnAway: new TurnAwayVisitor(repository, screening, audit, clock, unitOfWork) };
};

describe('TurnAwayVisitor: security sends a flagged visitor away with a reason', () => {
  it('closes the flags as turned away, calls the visit off by security and audits who, when and why', async () => {
    const { repository, screening, audit, clock, turnAway } = setUp(walkIn(42));
    screening.flagged.add(42);
    expect(await turnAway.execute(guard, 42, REASON)).toEqual({ message: MESSAGES.watchlist.turnedAway });
    expect(screening.turnedAwayFlags).toEqual([{ visitId: 42, by: { employeeId: 9, label: 'guard@example.com' }, reason: REASON }]);
    const pass = (await repository.findById(42))!;
    expect([pass.cancelledAt, pass.cancelledById, visitState(pass, TODAY)]).toEqual([clock.now(), 9, 'cancelled']);
    expect(audit.entries).toEqual([
      { actor: { type: 'employee', id: 9, label: 'guard@example.com' }, action: 'visit.turned_away', subjectType: 'visit', subjectId: 42, details: { reason: REASON, flagsClosed: 1 } },
    ]);
    // Called off: no check-in afterwards.
    expect(() => pass.checkInAt(9, clock.now(), TODAY)).toThrow(expect.objectContaining({ code: 'visit.cancelled' }));
  });

  it('leaves a declined walk-in declined and still closes its flag', async () => {
    const declined = walkIn(43);
    declined.decline(2, new Date('2026-11-20T04:40:00Z'), TODAY);
    const { repository, screening, turnAway } = setUp(declined);
    screening.flagged.add(43);
    await turnAway.execute(guard, 43, REASON);
    const pass = (await repository.findById(43))!;
    expect([visitState(pass, TODAY), pass.cancelledAt, screening.turnedAwayFlags.length]).toEqual(['declined', null, 1]);
  });

  it('refuses a visit without an open flag, one already called off, one already in, and anyone who does not manage the watchlist, changing nothing', async () => {
    const inside = walkIn(45);
    inside.approve(2, new Date('2026-11-20T04:35:00Z'), TODAY);
    inside.checkInAt(9, new Date('2026-11-20T04:40:00Z'), TODAY);
    const cancelled = walkIn(46);
    cancelled.turnAway(9, new Date('2026-11-20T04:40:00Z'));
    const { repository, screening, audit, turnAway } = setUp(walkIn(44), inside, cancelled);
    screening.flagged.add(45).add(46).add(44);
    expect((await domainErrorOf(turnAway.execute(host, 44, REASON))).code).toBe('http.forbidden');
    screening.flagged.delete(44);
    expect((await domainErrorOf(turnAway.execute(guard, 44, REASON))).code).toBe('watchlist.visit_not_flagged');
    expect((await domainErrorOf(turnAway.execute(guard, 404, REASON))).code).toBe('watchlist.visit_not_flagged');
    expect((await domainErrorOf(turnAway.execute(guard, 45, REASON))).code).toBe('visit.already_checked_in');
    expect((await domainErrorOf(turnAway.execute(guard, 46, REASON))).code).toBe('visit.cancelled');
    expect((await repository.findById(44))!.cancelledAt).toBeNull();
    expect([audit.entries, screening.turnedAwayFlags]).toEqual([[], []]);
  });
});
