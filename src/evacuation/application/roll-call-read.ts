import type { EvacuationView } from '#contract/api/evacuation-answers.ts';
import type { SitePlace } from '../../sites/application/site-directory.ts';
import type { Evacuation } from '../domain/evacuation.ts';
import type { EvacuationPerson } from '../domain/evacuation-person.ts';

/** An evacuation with its roll call and its site: what every call about one answers. */
export interface RollCallRead {
  readonly evacuation: Evacuation;
  readonly people: readonly EvacuationPerson[];
  readonly site: SitePlace;
}

/** A person as the roll call shows them; a visitor points at their host's line. */
export const personView = (person: EvacuationPerson, hostLines: ReadonlyMap<number, number>): EvacuationView['people'][number] => ({
  id: person.id,
  kind: person.kind,
  name: person.name,
  hostName: person.hostName,
  hostPersonId: person.kind === 'visitor' ? (hostLines.get(person.hostId) ?? null) : null,
  mark: person.mark,
  markedAt: person.markedAt?.toISOString() ?? null,
  markedBy: person.markedBy,
});

/** Each host's line on the roll call, by the host's employee id. */
export const hostLinesOf = (people: readonly EvacuationPerson[]): Map<number, number> =>
  new Map(people.filter((person) => person.kind === 'host').map((person) => [person.hostId, person.id]));

/** An evacuation as security sees it (`EvacuationView`). */
export const evacuationView = ({ evacuation, people, site }: RollCallRead): EvacuationView => {
  const hostLines = hostLinesOf(people);
  return {
    id: evacuation.id,
    siteId: evacuation.siteId,
    siteName: site.name,
    timeZone: site.timeZone,
    startedAt: evacuation.startedAt.toISOString(),
    startedBy: evacuation.startedBy,
    endedAt: evacuation.endedAt?.toISOString() ?? null,
    endedBy: evacuation.endedBy,
    people: [...people].sort((a, b) => a.position - b.position).map((person) => personView(person, hostLines)),
  };
};
