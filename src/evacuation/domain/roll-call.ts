import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { tallyMarks } from '#contract/evacuation-marks.ts';
import { compareNames } from '#kernel/name-order.ts';
import type { Evacuation } from './evacuation.ts';
import type { EvacuationPerson, RollCallEntry } from './evacuation-person.ts';

/** A visitor checked in at the site and not out when the evacuation starts. */
export interface VisitorOnSite {
  readonly visitId: number;
  readonly name: string;
  readonly hostId: number;
}

/** A host of a visitor on site. */
export interface HostOfVisitors {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

const byName = (a: { readonly name: string }, b: { readonly name: string }): number => compareNames(a.name, b.name);

/**
 * The roll call an evacuation starts with (docs/product/evacuation.md EVAC-ROLL-01): every visitor on
 * site, each under their host, and each host once however many visitors they have; hosts by name, each
 * host's visitors by name. A host the directory no longer knows still has their visitors listed, under
 * "Unknown host", so that nobody on site is left off the roll call.
 */
export const rollCallOf = (visitors: readonly VisitorOnSite[], hosts: ReadonlyMap<number, HostOfVisitors>): RollCallEntry[] => {
  const groups = new Map<number, VisitorOnSite[]>();
  for (const visitor of visitors) groups.set(visitor.hostId, [...(groups.get(visitor.hostId) ?? []), visitor]);
  const hostName = (id: number): string => hosts.get(id)?.name ?? 'Unknown host';
  const ordered = [...groups.keys()].map((id) => ({ id, name: hostName(id) })).sort((a, b) => byName(a, b) || a.id - b.id);
  const entries: RollCallEntry[] = [];
  for (const host of ordered) {
    entries.push({ position: entries.length, kind: 'host', name: host.name, visitId: null, hostId: host.id, hostName: null });
    for (const visitor of [...(groups.get(host.id) ?? [])].sort((a, b) => byName(a, b) || a.visitId - b.visitId)) {
      entries.push({ position: entries.length, kind: 'visitor', name: visitor.name, visitId: visitor.visitId, hostId: host.id, hostName: host.name });
    }
  }
  return entries;
};

/** Each host's visitors on site, by name: what each host is mailed when the evacuation starts. */
export const visitorsByHost = (entries: readonly RollCallEntry[]): Map<number, string[]> => {
  const byHost = new Map<number, string[]>();
  for (const entry of entries) if (entry.kind === 'visitor') byHost.set(entry.hostId, [...(byHost.get(entry.hostId) ?? []), entry.name]);
  return byHost;
};

/** One person as the ended evacuation's record keeps them: who, their final mark, who marked them and when. */
export interface RecordedPerson {
  readonly kind: EvacuationPerson['kind'];
  readonly name: string;
  readonly visitId: number | null;
  readonly hostId: number;
  readonly mark: EvacuationMark;
  readonly markedBy: string | null;
  readonly markedAt: string | null;
}

/**
 * The ended evacuation's full record (docs/product/evacuation.md EVAC-END-02), what the audit log
 * keeps: the site, who started and ended it and when, the counts, and every person with their final
 * mark, who marked them and when. Names only: no phone number, ID or e-mail of a visitor.
 */
export const evacuationRecord = (evacuation: Evacuation, siteName: string, people: readonly EvacuationPerson[]) => {
  if (evacuation.endedAt === null) throw new Error(`evacuation ${evacuation.id} is still open: only an ended one has a record`);
  return {
    siteId: evacuation.siteId,
    siteName,
    startedBy: evacuation.startedBy,
    startedAt: evacuation.startedAt.toISOString(),
    endedBy: evacuation.endedBy,
    endedAt: evacuation.endedAt.toISOString(),
    tally: tallyMarks(people),
    people: [...people]
      .sort((a, b) => a.position - b.position)
      .map(
        (person): RecordedPerson => ({
          kind: person.kind,
          name: person.name,
          visitId: person.visitId,
          hostId: person.hostId,
          mark: person.mark,
          markedBy: person.markedBy,
          markedAt: person.markedAt?.toISOString() ?? null,
        }),
      ),
  };
};
