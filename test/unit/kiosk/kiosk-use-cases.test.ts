import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthenticateKiosk } from '../../../src/kiosk/application/authenticate-kiosk.ts';
import { CheckInAtKiosk } from '../../../src/kiosk/application/check-in-at-kiosk.ts';
import { KioskDocuments } from '../../../src/kiosk/application/kiosk-documents.ts';
import { noSiteDocuments } from '../documents/in-memory-documents.ts';
import { CheckOutAtKiosk } from '../../../src/kiosk/application/check-out-at-kiosk.ts';
import { KioskVisitLookup } from '../../../src/kiosk/application/kiosk-visit-lookup.ts';
import { kioskDeviceView } from '../../../src/kiosk/application/kiosk-device-view.ts';
import { ListKiosks } from '../../../src/kiosk/application/list-kiosks.ts';
import { LookUpAppointment } from '../../../src/kiosk/application/look-up-appointment.ts';
import { LookUpDeparture } from '../../../src/kiosk/application/look-up-departure.ts';
import { KioskDeviceRepository, type KioskDeviceListing } from '../../../src/kiosk/application/ports.ts';
import { ReadKioskSelf } from '../../../src/kiosk/application/read-kiosk-self.ts';
import { RevokeKiosk } from '../../../src/kiosk/application/revoke-kiosk.ts';
import { KIOSK_TOKEN_PURPOSE } from '../../../src/kiosk/application/start-kiosk.ts';
import { KioskDevice, type KioskCallerFacts } from '../../../src/kiosk/domain/kiosk-device.ts';
import { KioskTickets } from '../../../src/kiosk/domain/kiosk-ticket.ts';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { DomainError, type ErrorCode } from '#kernel/domain-error.ts';
import { endOfSiteDay } from '#contract/visit-time.ts';
import type { CheckInVisitor } from '../../../src/visits/application/check-in-visitor.ts';
import type { CheckOutVisitor } from '../../../src/visits/application/check-out-visitor.ts';
import type { DeskVisitRecord } from '../../../src/visits/application/desk-visit-record.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { employee, InMemoryUnitOfWork, principalOf, RecordingAuditLog, savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';
import { directoryOf, officeDetailsOf, InMemoryVisitorPasses } from '../visits/in-memory-visits.ts';

const TZ = 'Asia/Kolkata';
// 10:00 AM at the site on 20-11-2026.
const TODAY = '2026-11-20';

class InMemoryKioskDevices extends KioskDeviceRepository implements TakesPartInTransactions {
  readonly rows: KioskDevice[] = [];
  readonly touches: { id: number; at: Date }[] = [];
  /** Employees disabled since they started a kiosk. */
  readonly disabledStarters = new Set<number>();

  savepoint(): () => void {
    const length = this.rows.length;
    const restore = savepointOf(this.rows);
    return () => {
      this.rows.splice(length);
      restore();
    };
  }

  add(device: KioskDevice): void {
    device.id ??= this.rows.length + 1;
    this.rows.push(device);
  }

  findByTokenHash(tokenHash: string): Promise<KioskCallerFacts | null> {
    const device = this.rows.find((row) => row.tokenHash === tokenHash);
    return Promise.resolve(device ? { id: device.id, name: device.name, revokedAt: device.revokedAt, lastSeenAt: device.lastSeenAt, starterActive: this.starterActive(device), siteId: device.siteId, entranceId: device.entranceId } : null);
  }

  private starterActive(device: KioskDevice): boolean {
    return device.startedById === null || !this.disabledStarters.has(device.startedById);
  }

  lockById(id: number): Promise<KioskDevice | null> {
    return Promise.resolve(this.rows.find((device) => device.id === id) ?? null);
  }

  list(): Promise<KioskDeviceListing[]> {
    return Promise.resolve([...this.rows].reverse().map((device) => ({ device, starterActive: this.starterActive(device) })));
  }

  touch(id: number, at: Date): Promise<void> {
    this.touches.push({ id, at });
    const device = this.rows.find((row) => row.id === id);
    if (device) device.lastSeenAt = at;
    return Promise.resolve();
  }
}

const codeOf = async (work: Promise<unknown>): Promise<ErrorCode> => (await domainErrorOf(work)).code;

describe('kiosk devices', () => {
  const crypto = new NodeServerCrypto('unit-test-server-secret-0123456789abcdefgh');
  let clock: FakeClock;
  let devices: InMemoryKioskDevices;
  let audit: RecordingAuditLog;
  let unitOfWork: InMemoryUnitOfWork;
  const admin = employee('admin@example.com', { role: 'Admin' });
  const guard = employee('guard@example.com', { role: 'Security' });

  beforeEach(() => {
    clock = new FakeClock('2026-11-20T04:30:00.000Z');
    devices = new InMemoryKioskDevices();
    audit = new RecordingAuditLog();
    unitOfWork = new InMemoryUnitOfWork(devices, audit);
  });
  const kiosk = (token: string, name = 'Reception'): KioskDevice => {
    const device = new KioskDevice({ name, tokenHash: crypto.keyedHash(KIOSK_TOKEN_PURPOSE, token), startedBy: { employeeId: guard.id, label: guard.email }, at: clock.now(), siteId: 1 });
    devices.add(device);
    return device;
  };

  it('should know a kiosk by its token and record its last sign of life at most once a minute', async () => {
    const device = kiosk('token-of-reception');
    const authenticate = new AuthenticateKiosk(devices, crypto, clock);
    expect(await authenticate.execute('token-of-reception')).toEqual({ deviceId: device.id, name: 'Reception', siteId: 1, entranceId: null });
    clock.advance(59_999);
    await authenticate.execute('token-of-reception');
    clock.advance(1);
    await authenticate.execute('token-of-reception');
    expect(devices.touches.map((touch) => touch.at.toISOString())).toEqual(['2026-11-20T04:30:00.000Z', '2026-11-20T04:31:00.000Z']);
  });

  it('should refuse a missing, unknown, overlong or revoked token with kiosk.required', async () => {
    const device = kiosk('token-of-reception');
    const authenticate = new AuthenticateKiosk(devices, crypto, clock);
    for (const token of [undefined, '', 'another-token', 'x'.repeat(129)]) expect(await codeOf(authenticate.execute(token))).toBe('kiosk.required');
    device.revoke({ employeeId: admin.id, label: admin.email }, clock.now());
    expect(await codeOf(authenticate.execute('token-of-reception'))).toBe('kiosk.required');
    expect(devices.touches).toEqual([]);
  });

  it('should refuse a kiosk whose starter has been disabled with kiosk.required, and list it as stopped', async () => {
    const device = kiosk('token-of-reception');
    const authenticate = new AuthenticateKiosk(devices, crypto, clock);
    expect((await authenticate.execute('token-of-reception')).deviceId).toBe(device.id);
    devices.disabledStarters.add(guard.id);
    expect(await codeOf(authenticate.execute('token-of-reception'))).toBe('kiosk.required');
    const [listed] = await new ListKiosks(devices).execute({ kind: 'principal', principal: principalOf(admin) });
    expect(kioskDeviceView(listed!.device, listed!.starterActive).status).toBe('starter_disabled');
  });

  it('should let only admins list and revoke kiosks, once each, audited', async () => {
    const device = kiosk('t1');
    const revoke = new RevokeKiosk(devices, audit, clock, unitOfWork);
    expect(await codeOf(revoke.execute({ kind: 'principal', principal: principalOf(guard) }, device.id))).toBe('http.forbidden');
    expect(await codeOf(new ListKiosks(devices).execute({ kind: 'principal', principal: principalOf(guard) }))).toBe('http.forbidden');
    expect(await new ListKiosks(devices).execute({ kind: 'principal', principal: principalOf(admin) })).toEqual([{ device, starterActive: true }]);
    const revoked = await revoke.execute({ kind: 'principal', principal: principalOf(admin) }, device.id);
    expect(revoked).toMatchObject({ revokedById: admin.id, revokedByLabel: admin.email });
    expect(revoked.revokedAt?.toISOString()).toBe('2026-11-20T04:30:00.000Z');
    expect(audit.entries).toEqual([
      { actor: { type: 'employee', id: admin.id, label: admin.email }, action: 'kiosk.revoked', subjectType: 'kiosk_device', subjectId: device.id, details: { name: 'Reception' } },
    ]);
    expect(await codeOf(revoke.execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:it' } }, device.id))).toBe('kiosk.already_revoked');
    expect(await codeOf(revoke.execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:it' } }, 99))).toBe('kiosk.not_found');
    expect(audit.entries).toHaveLength(1);
  });
});

describe('kiosk appointments and departures', () => {
  const crypto = new NodeServerCrypto('unit-test-server-secret-0123456789abcdefgh');
  const tickets = new KioskTickets(crypto);
  const host = employee('host@example.com', { role: 'Manager' });
  host.name = 'Ravi Shankar Kulkarni';
  const KIOSK = { deviceId: 4, name: 'Reception', siteId: 1 };
  let clock: FakeClock;
  let passes: InMemoryVisitorPasses;
  const pins = new PassPins(crypto);
  let lookup: KioskVisitLookup;
  let made = 0;

  beforeEach(() => {
    clock = new FakeClock('2026-11-20T04:30:00.000Z');
    passes = new InMemoryVisitorPasses();
    lookup = new KioskVisitLookup(passes, directoryOf(host).directory, tickets, pins, clock, new SiteDirectory(sitesIn(TZ)));
  });

  /** A stored visit of `host`: `new` (no details), `submitted`, `approved`, `in` or `out`, today unless said. */
  const visit = (state: 'new' | 'submitted' | 'approved' | 'in' | 'out', options: { date?: string; time?: string; phone?: string; name?: string; siteId?: number } = {}): VisitorPass => {
    made += 1;
    const date = options.date ?? TODAY;
    const pass = new VisitorPass({
      passCode: `KIOSK${String(made).padStart(3, '0')}`,
      visitorType: 'Suppliers',
      visitorTypeOther: null,
      name: options.name ?? 'Priya Raman Iyer',
      phone: options.phone ?? '9812345670',
      email: null,
      hostId: host.id,
      siteId: options.siteId ?? 1,
      createdById: host.id,
      visitDate: date,
      visitTime: options.time ?? '10:30:00',
      linkExpiresAt: endOfSiteDay(date, TZ),
      createdAt: new Date('2026-11-19T04:30:00.000Z'),
    });
    const earlier = new Date('2026-11-20T03:30:00.000Z');
    if (state !== 'new') {
      pass.submitDetails(
        officeDetailsOf(pass),
        earlier,
      );
    }
    if (state === 'approved' || state === 'in' || state === 'out') pass.approve(host.id, earlier, pass.visitDate);
    if (state === 'in' || state === 'out') pass.checkIn = new Date('2026-11-20T04:05:00.000Z');
    if (state === 'out') pass.checkOut = new Date('2026-11-20T04:20:00.000Z');
    return passes.store(pass);
  };
  const appointment = (input: { phone: string; pin?: string } | { passCode: string }) => new LookUpAppointment(lookup).execute(KIOSK, 'phone' in input ? { pin: null, ...input } : input);

  it('should answer the first name, the host\'s first name and the time of the earliest expected visit, with a check-in ticket for this kiosk', async () => {
    visit('approved', { time: '15:00:00' });
    const early = visit('approved', { time: '11:30:00' });
    visit('out', { time: '09:00:00' });
    const found = await appointment({ phone: '9812345670' });
    expect(found).toEqual({ ticket: found.ticket, firstName: 'Priya', hostFirstName: 'Ravi', time: '11:30 AM' });
    expect(tickets.verify(found.ticket, KIOSK.deviceId, ['check_in'], clock.now())).toEqual({ visitId: early.id, purpose: 'check_in' });
    expect(await codeOf(Promise.resolve().then(() => tickets.verify(found.ticket, KIOSK.deviceId, ['check_in'], new Date(clock.now().getTime() + 5 * 60_000))))).toBe('kiosk.ticket_invalid');
    expect((await appointment({ passCode: early.passCode })).time).toBe('11:30 AM');
  });

  it('should answer every lookup with nothing to check in alike: not approved, in, out, another day, cancelled, anonymised, unknown', async () => {
    visit('submitted', { phone: '9000000001' });
    visit('new', { phone: '9000000002' });
    visit('in', { phone: '9000000003' });
    visit('out', { phone: '9000000009' });
    const tomorrow = visit('approved', { phone: '9000000004', date: '2026-11-21' });
    const cancelled = visit('approved', { phone: '9000000005' });
    cancelled.cancel(host.id, clock.now(), TODAY);
    const anonymised = visit('approved', { phone: '9000000006' });
    anonymised.anonymisedAt = clock.now();
    const phones = ['9000000001', '9000000002', '9000000003', '9000000009', '9000000004', '9000000005', '9000000006', '9999999999'];
    for (const input of [...phones.map((phone) => ({ phone })), { passCode: tomorrow.passCode }, { passCode: 'NOSUCH23' }]) {
      expect(await codeOf(appointment(input)), JSON.stringify(input)).toBe('kiosk.visit_not_found');
    }
  });

  it("should find a visit by phone only with its pass's PIN at a site that requires it, and by phone alone at a kiosk of a site that does not", async () => {
    // Site 2 requires the PIN (its own setting, issue 30); site 1, the kiosk of the other tests, does not.
    const sites = sitesIn(TZ, TZ);
    sites.rows[1]!.kioskRequiresPin = true;
    const atSites = new LookUpAppointment(new KioskVisitLookup(passes, directoryOf(host).directory, tickets, pins, clock, new SiteDirectory(sites)));
    const gate = { deviceId: 5, name: 'Gate', siteId: 2 };
    const early = visit('approved', { phone: '9000000010', time: '11:00:00', siteId: 2 });
    const late = visit('approved', { phone: '9000000010', time: '15:00:00', siteId: 2 });
    const wrong = String((Number(pins.of(early.id)) + 1) % 10_000).padStart(4, '0');
    for (const pin of [null, wrong]) expect(await codeOf(atSites.execute(gate, { phone: '9000000010', pin })), String(pin)).toBe('kiosk.visit_not_found');
    // The PIN picks the visit: the later one's PIN finds the later one.
    expect((await atSites.execute(gate, { phone: '9000000010', pin: pins.of(late.id) })).time).toBe('03:00 PM');
    expect((await atSites.execute(gate, { phone: '9000000010', pin: pins.of(early.id) })).time).toBe('11:00 AM');
    // The pass code needs no PIN: it is a secret of the pass already.
    expect((await atSites.execute(gate, { passCode: early.passCode })).time).toBe('11:00 AM');

    visit('approved', { phone: '9000000011', time: '12:00:00' });
    expect((await atSites.execute(KIOSK, { phone: '9000000011', pin: null })).time).toBe('12:00 PM');
    // The setting is read on each lookup: once site 1 requires the PIN, the phone alone finds nothing there.
    sites.rows[0]!.kioskRequiresPin = true;
    expect(await codeOf(atSites.execute(KIOSK, { phone: '9000000011', pin: null }))).toBe('kiosk.visit_not_found');
  });

  it("should tell each kiosk its own site and that site's PIN rule, as the site has it at each asking", async () => {
    const sites = sitesIn(TZ, TZ);
    sites.rows[1]!.kioskRequiresPin = true;
    const self = new ReadKioskSelf(new SiteDirectory(sites));
    expect(await self.execute(KIOSK)).toEqual({ id: 4, name: 'Reception', siteId: 1, requiresPin: false });
    expect(await self.execute({ deviceId: 5, name: 'Gate', siteId: 2 })).toEqual({ id: 5, name: 'Gate', siteId: 2, requiresPin: true });
    sites.rows[1]!.kioskRequiresPin = false;
    expect((await self.execute({ deviceId: 5, name: 'Gate', siteId: 2 })).requiresPin).toBe(false);
  });

  it('should find the visit checked in and not out for a departure, with its check-in time', async () => {
    visit('out', { phone: '9000000007', time: '09:00:00' });
    const inside = visit('in', { phone: '9000000007', name: 'Leela Thomas' });
    const leaving = await new LookUpDeparture(lookup).execute(KIOSK, { phone: '9000000007', pin: null });
    expect(leaving).toEqual({ ticket: leaving.ticket, firstName: 'Leela', hostFirstName: 'Ravi', time: '09:35 AM' });
    expect(tickets.verify(leaving.ticket, KIOSK.deviceId, ['check_out'], clock.now()).visitId).toBe(inside.id);
    visit('approved', { phone: '9000000008' });
    expect(await codeOf(new LookUpDeparture(lookup).execute(KIOSK, { phone: '9000000008', pin: null }))).toBe('kiosk.visit_not_found');
  });

  it('should put the desk\'s refusals in the kiosk\'s words: a watchlist flag is "see the desk"', async () => {
    const ticket = tickets.issue({ visitId: 7, deviceId: KIOSK.deviceId, purpose: 'check_in', expiresAt: new Date(clock.now().getTime() + 60_000) });
    const refusing = (code: ErrorCode) => ({ execute: () => Promise.reject(new DomainError(code as 'visit.flagged')) });
    const cases: [ErrorCode, ErrorCode][] = [
      ['visit.flagged', 'kiosk.see_desk'],
      ['visit.already_checked_in', 'kiosk.already_checked_in'],
      ['visit.not_approved', 'kiosk.appointment_not_approved'],
      ['visit.not_today', 'kiosk.appointment_not_found'],
      ['visit.cancelled', 'kiosk.appointment_not_found'],
    ];
    for (const [desk, kiosk] of cases) {
      const checkIn = new CheckInAtKiosk(tickets, refusing(desk) as unknown as CheckInVisitor, pins, clock, new KioskDocuments(tickets, passes, noSiteDocuments(), clock), new InMemoryUnitOfWork());
      expect(await codeOf(checkIn.execute(KIOSK, ticket)), desk).toBe(kiosk);
    }
    const outTicket = tickets.issue({ visitId: 7, deviceId: KIOSK.deviceId, purpose: 'check_out', expiresAt: new Date(clock.now().getTime() + 60_000) });
    for (const desk of ['visit.not_checked_in', 'visit.already_checked_out'] as const) {
      const checkOut = new CheckOutAtKiosk(tickets, refusing(desk) as unknown as CheckOutVisitor, clock);
      expect(await codeOf(checkOut.execute(KIOSK, outTicket)), desk).toBe('kiosk.not_checked_in');
    }
  });

  it('should check in through the desk\'s use case with the kiosk as the actor, and answer the badge with the time at the visit\'s site', async () => {
    const calls: unknown[] = [];
    // A visit at a London site (issue 30): 04:30 UTC is 04:30 AM there, whatever the installation's zone.
    const record = { name: 'Priya Raman Iyer', host: { name: 'Ravi Shankar Kulkarni' }, passCode: 'KIOSK001', visitDate: '20-11-2026', checkIn: clock.now(), walkIn: true, timeZone: 'Europe/London' } as unknown as DeskVisitRecord;
    const desk = { execute: (...args: unknown[]) => (calls.push(args), Promise.resolve(record)) } as unknown as CheckInVisitor;
    const ticket = tickets.issue({ visitId: 9, deviceId: KIOSK.deviceId, purpose: 'walk_in', expiresAt: endOfSiteDay(TODAY, TZ) });
    const badge = await new CheckInAtKiosk(tickets, desk, pins, clock, new KioskDocuments(tickets, passes, noSiteDocuments(), clock), new InMemoryUnitOfWork()).execute(KIOSK, ticket);
    expect(calls).toEqual([[9, { type: 'kiosk', id: 4, label: 'kiosk:Reception' }, undefined, undefined]]);
    expect(badge).toEqual({ name: 'Priya Raman Iyer', hostName: 'Ravi Shankar Kulkarni', passCode: 'KIOSK001', visitDate: '20-11-2026', checkInTime: '04:30 AM', walkIn: true, pin: pins.of(9) });
    expect(badge.pin).toMatch(/^[0-9]{4}$/);
  });
});
