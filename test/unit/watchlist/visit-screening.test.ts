import { describe, expect, it } from 'vitest';
import type { Employee } from '../../../src/identity/domain/employee.ts';
import { FindWatchlistMatches } from '../../../src/watchlist/application/find-watchlist-matches.ts';
import { WatchlistVisitScreening } from '../../../src/watchlist/application/visit-screening.ts';
import { WatchlistEntry } from '../../../src/watchlist/domain/watchlist-entry.ts';
import type { ScreenedVisit, ScreeningPoint } from '../../../src/visits/application/ports.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { RecordingAuditLog, RecordingOutbox, employee } from '../identity/in-memory-identity.ts';
import { directoryOf } from '../visits/in-memory-visits.ts';
import { InMemoryFlags, InMemoryWatchlist } from './in-memory-watchlist.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';

const PUBLIC_URL = 'https://vms.example.com';

const setUp = () => {
  const guard = employee('guard@example.com', { role: 'Security' });
  const admin = employee('admin@example.com', { role: 'Admin' });
  const host = employee('host@example.com', { role: 'Employee' });
  const manager = employee('manager@example.com', { role: 'Manager' });
  const pendingGuard = employee('new-guard@example.com', { role: 'Security', approved: false });
  const disabledGuard: Employee = employee('old-guard@example.com', { role: 'Security' });
  disabledGuard.disabledAt = new Date('2026-11-01T00:00:00Z');
  const { directory } = directoryOf(guard, admin, host, manager, pendingGuard, disabledGuard);
  const watchlist = new InMemoryWatchlist();
  const flags = new InMemoryFlags();
  const audit = new RecordingAuditLog();
  const outbox = new RecordingOutbox();
  const clock = new FakeClock('2026-11-20T04:30:00.000Z'); // 10:00 AM at the site
  const screening = new WatchlistVisitScreening(new FindWatchlistMatches(watchlist), watchlist, flags, audit, clock, mailNotifier(outbox, { directory, publicUrl: PUBLIC_URL }));
  const entry = new WatchlistEntry({
    name: 'Rohan Verma',
    phone: '9812345670',
    idKind: 'aadhaar', idLast4: '2346',
    reason: 'Threatened the reception staff on 2 November.',
    addedBy: { employeeId: guard.id, label: guard.email },
    at: clock.now(),
  });
  watchlist.add(entry);
  const visit: ScreenedVisit = { visitId: 41, siteId: 1, name: 'Rohan Varma', phone: '9812345670', idKind: 'aadhaar', idLast4: '2346', hostName: 'Priya Sharma', place: 'the security desk (guard@example.com)' };
  return { screening, outbox, audit, flags, visit, entry, watchlist, guard, clock };
};

describe(WatchlistVisitScreening.name, () => {
  it('should raise a flag on arrival without mailing it: the check-in it refuses tells security, once, with the reason and a link, and no Aadhaar digit or phone', async () => {
    const { screening, outbox, flags, visit } = setUp();
    await screening.screen(visit, 'arrival');
    expect(flags.raised.map((flag) => [flag.raisedOn, flag.doorMailedAt])).toEqual([['arrival', null]]);
    expect(outbox.mails).toEqual([]);
    await screening.flaggedAtTheDoor(visit);
    expect(outbox.recipients()).toEqual([['guard@example.com', 'admin@example.com']]);
    const [mail] = outbox.mails;
    expect(mail!.subject).toBe('Watchlist: Rohan Varma at the security desk (guard@example.com)');
    expect(mail!.text).toBe(
      [
        'A visitor on the watchlist is at the door',
        '',
        'Rohan Varma is checking in at the security desk (guard@example.com) at 10:00 AM and matches the watchlist. They cannot be checked in until security clears the flag with a written reason.',
        '',
        'Visitor: Rohan Varma',
        'Host: Priya Sharma',
        'Where: the security desk (guard@example.com)',
        'Entry: matched on phone number: Threatened the reception staff on 2 November.',
        '',
        `Open the visit: ${PUBLIC_URL}/VisitorDetailView?id=41`,
        '',
        '— Visitor Desk',
      ].join('\n'),
    );
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toContain('2346');
      expect(body).not.toContain('9812345670');
    }
    // A second try at the door raises nothing new and mails nobody again.
    await screening.screen(visit, 'arrival');
    await screening.flaggedAtTheDoor(visit);
    expect(outbox.mails).toHaveLength(1);
  });

  it('should mail security at the door of a flag raised before it (the pass, the details), once, and again only for a flag raised since', async () => {
    for (const on of ['pass', 'details'] as const satisfies readonly ScreeningPoint[]) {
      const { screening, outbox, audit, flags, visit, watchlist, guard, clock } = setUp();
      await screening.screen(visit, on);
      expect(flags.raised).toHaveLength(1);
      expect(audit.actions()).toEqual(['visit.flagged']);
      expect(outbox.mails, on).toEqual([]);
      await screening.flaggedAtTheDoor(visit);
      await screening.flaggedAtTheDoor(visit);
      expect(outbox.mails.map((mail) => mail.subject)).toEqual(['Watchlist: Rohan Varma at the security desk (guard@example.com)']);
      // Another entry matches later: the open set has grown, so the next try at the door mails again, naming both.
      watchlist.add(new WatchlistEntry({ name: 'R Varma', phone: '9812345670', idKind: null, idLast4: null, reason: 'Left without returning the badge.', addedBy: { employeeId: guard.id, label: guard.email }, at: clock.now() }));
      await screening.screen(visit, 'arrival');
      await screening.flaggedAtTheDoor(visit);
      expect(outbox.mails).toHaveLength(2);
      expect(outbox.mails[1]!.text).toContain('Entry 1: matched on phone number: Threatened the reception staff on 2 November.');
      expect(outbox.mails[1]!.text).toContain('Entry 2: matched on phone number: Left without returning the badge.');
    }
  });

  it('should mail a walk-in flagged at a kiosk at once, and not again when its check-in is refused', async () => {
    const { screening, outbox } = setUp();
    const walkIn = { visitId: 42, siteId: 1, name: 'Rohan Varma', phone: '9812345670', idKind: null, idLast4: null, hostName: 'Priya Sharma', place: 'kiosk Reception 1' };
    await screening.screen(walkIn, 'walk_in');
    expect(outbox.mails.map((mail) => mail.subject)).toEqual(['Watchlist: Rohan Varma at kiosk Reception 1']);
    expect(outbox.mails[0]!.text).toContain('Rohan Varma signed in as a walk-in at kiosk Reception 1 at 10:00 AM');
    await screening.flaggedAtTheDoor(walkIn);
    expect(outbox.mails).toHaveLength(1);
  });

  it("should mail a flag at a site's door to that site's security and site admins and to admins only, at the site's time", async () => {
    // Site 1 is Pune (Asia/Kolkata), site 2 London (Europe/London): 04:30 UTC is 10:00 AM in Pune, 04:30 AM in London.
    const puneGuard = employee('pune-guard@example.com', { role: 'Security' });
    const londonGuard = employee('london-guard@example.com', { role: 'Security' });
    const londonSiteAdmin = employee('london-site-admin@example.com', { role: 'Site Admin' });
    const puneSiteAdmin = employee('pune-site-admin@example.com', { role: 'Site Admin' });
    const admin = employee('admin@example.com', { role: 'Admin' });
    const host = employee('host@example.com', { role: 'Employee' });
    for (const londoner of [londonGuard, londonSiteAdmin, host]) londoner.homeSiteId = 2;
    const { directory } = directoryOf(puneGuard, londonGuard, londonSiteAdmin, puneSiteAdmin, admin, host);
    const watchlist = new InMemoryWatchlist();
    const outbox = new RecordingOutbox();
    const clock = new FakeClock('2026-11-20T04:30:00.000Z');
    const sites = new SiteDirectory(sitesIn('Asia/Kolkata', 'Europe/London'));
    const screening = new WatchlistVisitScreening(new FindWatchlistMatches(watchlist), watchlist, new InMemoryFlags(), new RecordingAuditLog(), clock, mailNotifier(outbox, { directory, sites, publicUrl: PUBLIC_URL }));
    watchlist.add(new WatchlistEntry({ name: 'Rohan Verma', phone: '9812345670', idKind: null, idLast4: null, reason: 'Tailgated at the gate.', addedBy: { employeeId: admin.id, label: admin.email }, at: clock.now() }));

    await screening.screen({ visitId: 51, siteId: 2, name: 'Rohan Varma', phone: '9812345670', idKind: null, idLast4: null, hostName: 'Oliver Smith', place: 'kiosk London lobby' }, 'walk_in');
    expect(outbox.recipients().map((to) => [...to].sort())).toEqual([['admin@example.com', 'london-guard@example.com', 'london-site-admin@example.com']]);
    expect(outbox.mails[0]!.text).toContain('signed in as a walk-in at kiosk London lobby at 04:30 AM');

    await screening.screen({ visitId: 52, siteId: 1, name: 'Rohan Varma', phone: '9812345670', idKind: null, idLast4: null, hostName: 'Priya Sharma', place: 'kiosk Pune lobby' }, 'walk_in');
    expect([...outbox.recipients()[1]!].sort()).toEqual(['admin@example.com', 'pune-guard@example.com', 'pune-site-admin@example.com']);
    expect(outbox.mails[1]!.text).toContain('at kiosk Pune lobby at 10:00 AM');
  });

  it('should mail nobody at the door for a visit whose flags were all cleared', async () => {
    const { screening, outbox, flags, visit } = setUp();
    await screening.screen(visit, 'pass');
    flags.rows[0]!.clear({ employeeId: null, label: 'cli:ops' }, 'Seen by security at the gate.', new Date());
    await screening.flaggedAtTheDoor(visit);
    expect(outbox.mails).toEqual([]);
  });

  it('should mail nobody and raise nothing for a visitor who matches no active entry', async () => {
    const { screening, outbox, audit, flags, visit, entry } = setUp();
    entry.resolve({ employeeId: null, label: 'cli:ops' }, 'Apologised in writing.', new Date());
    await screening.screen(visit, 'arrival');
    expect({ raised: flags.raised, mails: outbox.mails, audit: audit.entries }).toEqual({ raised: [], mails: [], audit: [] });
  });

  it('should say whether a visitor matches an active entry without raising, auditing or mailing anything', async () => {
    const { screening, outbox, audit, flags, visit, entry } = setUp();
    expect(await screening.matchesAny(visit)).toBe(true);
    expect(await screening.matchesAny({ ...visit, phone: '9000000001' })).toBe(false);
    entry.resolve({ employeeId: null, label: 'cli:ops' }, 'Apologised in writing.', new Date());
    expect(await screening.matchesAny(visit)).toBe(false);
    expect({ raised: flags.raised, mails: outbox.mails, audit: audit.entries }).toEqual({ raised: [], mails: [], audit: [] });
  });
});
