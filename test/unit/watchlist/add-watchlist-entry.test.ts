import { describe, expect, it } from 'vitest';
import { AddWatchlistEntry } from '../../../src/watchlist/application/add-watchlist-entry.ts';
import { FindWatchlistMatches } from '../../../src/watchlist/application/find-watchlist-matches.ts';
import { WatchlistVisitScreening } from '../../../src/watchlist/application/visit-screening.ts';
import type { IdKind } from '#contract/visitor-id.ts';
import { ExpectedVisits, type ScreenedVisit } from '../../../src/visits/application/ports.ts';
import type { WatchlistEntryInput } from '#contract/validation/watchlist.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, RecordingOutbox, employee, principalOf } from '../identity/in-memory-identity.ts';
import { directoryOf } from '../visits/in-memory-visits.ts';
import { InMemoryFlags, InMemoryWatchlist } from './in-memory-watchlist.ts';
import { mailNotifier } from '../support/mail-notifier.ts';

const REASON = 'Threatened the reception staff on 2 November.';

/** The visits module's read, in memory: the visits it answers, and what it was asked. */
class StubExpectedVisits extends ExpectedVisits {
  readonly asked: { fromDay: string; phone: string | null; id: { kind: IdKind | null; last4: string } | null }[] = [];
  /** Set to make the read fail (a lost connection). */
  failing = false;
  constructor(private readonly visits: readonly ScreenedVisit[]) {
    super();
  }
  withPhoneOrId(fromDay: string, phone: string | null, id: { readonly kind: IdKind | null; readonly last4: string } | null): Promise<ScreenedVisit[]> {
    this.asked.push({ fromDay, phone, id: id === null ? null : { ...id } });
    if (this.failing) return Promise.reject(new Error('connection lost'));
    return Promise.resolve(
      this.visits.filter((visit) => (phone !== null && visit.phone === phone) || (id !== null && visit.idLast4 === id.last4 && (id.kind === null || visit.idKind === id.kind))),
    );
  }
}

const setUp = (visits: readonly ScreenedVisit[]) => {
  const guard = employee('guard@example.com', { role: 'Security' });
  const admin = employee('admin@example.com', { role: 'Admin' });
  const { directory } = directoryOf(guard, admin);
  const watchlist = new InMemoryWatchlist();
  const flags = new InMemoryFlags();
  const audit = new RecordingAuditLog();
  const outbox = new RecordingOutbox();
  // 01:30 AM on 20-11-2026 at the site (19-11 in UTC): the site's date is the one that counts.
  const clock = new FakeClock('2026-11-19T20:00:00.000Z');
  const unitOfWork = new InMemoryUnitOfWork(watchlist, flags, audit, outbox);
  const screening = new WatchlistVisitScreening(new FindWatchlistMatches(watchlist), watchlist, flags, audit, clock, mailNotifier(outbox, { directory, publicUrl: 'https://vms.example.com' }));
  const expected = new StubExpectedVisits(visits);
  const add = new AddWatchlistEntry(watchlist, audit, clock, unitOfWork, expected, screening, 'Asia/Kolkata');
  const caller = { kind: 'principal', principal: principalOf(guard) } as const;
  return { add, caller, watchlist, flags, audit, outbox, expected, unitOfWork };
};

const input = (overrides: Partial<WatchlistEntryInput> = {}): WatchlistEntryInput => ({ name: 'Rohan Verma', phone: '9812345670', idKind: 'aadhaar', idLast4: '2346', reason: REASON, siteIds: [], ...overrides });

describe(AddWatchlistEntry.name, () => {
  it('should flag the expected visits the new entry matches, at \'entry\', in the entry\'s own transaction, audited without the reason and mailed to nobody', async () => {
    const { add, caller, flags, audit, outbox, expected, unitOfWork } = setUp([
      { visitId: 7, siteId: 1, name: 'Rohan Verma', phone: '9812345670', idKind: null, idLast4: null },
      // The same Aadhaar last four, but neither the name nor the phone: the rule does not match.
      { visitId: 8, siteId: 1, name: 'Anita Desai', phone: '9800000008', idKind: 'aadhaar', idLast4: '2346' },
      // A close name with the Aadhaar last four, another phone: the rule matches.
      { visitId: 9, siteId: 1, name: 'rohan  VERMA', phone: '9800000009', idKind: 'aadhaar', idLast4: '2346' },
    ]);
    const entry = await add.execute(caller, input());
    expect(expected.asked).toEqual([{ fromDay: '2026-11-20', phone: '9812345670', id: { kind: 'aadhaar', last4: '2346' } }]);
    expect(flags.raised.map((flag) => [flag.visitId, flag.entryId, flag.matchKind, flag.raisedOn, flag.doorMailedAt])).toEqual([
      [7, entry.id, 'name_and_phone', 'entry', null],
      [9, entry.id, 'name_and_aadhaar', 'entry', null],
    ]);
    expect(audit.entries.map((row) => [row.action, row.actor.label, row.subjectId, row.details])).toEqual([
      ['watchlist.added', 'guard@example.com', entry.id, { name: 'Rohan Verma', phone: '9812345670', idKind: 'aadhaar', idLast4: '2346', reason: REASON, siteIds: [] }],
      ['visit.flagged', 'system:watchlist', 7, { on: 'entry', matches: [{ entryId: entry.id, kind: 'name_and_phone' }] }],
      ['visit.flagged', 'system:watchlist', 9, { on: 'entry', matches: [{ entryId: entry.id, kind: 'name_and_aadhaar' }] }],
    ]);
    expect(outbox.mails).toEqual([]);
    expect({ commits: unitOfWork.commits, rollbacks: unitOfWork.rollbacks }).toEqual({ commits: 1, rollbacks: 0 });
  });

  it('should read no visit for an entry with neither a phone nor an Aadhaar last four: a name alone never matches', async () => {
    const { add, caller, flags, expected } = setUp([{ visitId: 7, siteId: 1, name: 'Rohan Verma', phone: '9812345670', idKind: 'aadhaar', idLast4: '2346' }]);
    await add.execute(caller, input({ phone: null, idKind: null, idLast4: null }));
    expect(expected.asked).toEqual([]);
    expect(flags.raised).toEqual([]);
  });

  it('should add nothing when the screening of the expected visits fails: the entry and its flags commit together', async () => {
    const { add, caller, watchlist, flags, audit, expected, unitOfWork } = setUp([{ visitId: 7, siteId: 1, name: 'Rohan Verma', phone: '9812345670', idKind: null, idLast4: null }]);
    expected.failing = true;
    await expect(add.execute(caller, input())).rejects.toThrow('connection lost');
    expect({ entries: watchlist.entries, flags: flags.raised, audit: audit.entries }).toEqual({ entries: [], flags: [], audit: [] });
    expect(unitOfWork.rollbacks).toBe(1);
  });
});
