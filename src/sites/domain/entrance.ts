import { DomainError } from '#kernel/domain-error.ts';
import { compareNames, sameName } from '#kernel/name-order.ts';

/** Whether two entrance names are the same name, whatever their case ("Main gate", "main GATE"). */
export const sameEntranceName = (a: string, b: string): boolean => sameName(a.trim(), b.trim());

/** Entrances in the order every list shows them: in use first, then by name whatever its case, then by id. */
export const byEntranceOrder = (a: Pick<Entrance, 'name' | 'id' | 'retiredAt'>, b: Pick<Entrance, 'name' | 'id' | 'retiredAt'>): number =>
  Number(a.retiredAt !== null) - Number(b.retiredAt !== null) || compareNames(a.name, b.name) || a.id - b.id;

/**
 * One way into a site (issue 30): "Main gate", "Tower B lobby". The desk and kiosks work at one; a
 * visit records where it was checked in and out. An entrance is never deleted: retired, it takes no
 * new check-in or check-out, and the visits recorded at it keep its name. Its name is unique at its
 * site among the entrances in use, whatever its case (a retired "Main gate" leaves the name free).
 */
export class Entrance {
  id!: number;
  siteId: number;
  name: string;
  retiredAt: Date | null = null;
  createdAt: Date;
  updatedAt: Date;

  constructor(siteId: number, name: string, at: Date) {
    this.siteId = siteId;
    this.name = name;
    this.createdAt = at;
    this.updatedAt = at;
  }

  isRetired(): boolean {
    return this.retiredAt !== null;
  }

  /** A new name; false when it is the same (nothing changes). A retired entrance keeps the name history shows. */
  rename(name: string, at: Date): boolean {
    if (this.isRetired()) throw new DomainError('entrance.retired');
    if (this.name === name) return false;
    this.name = name;
    this.updatedAt = at;
    return true;
  }

  /** Retires it; false when it already was (nothing changes). */
  retire(at: Date): boolean {
    if (this.isRetired()) return false;
    this.retiredAt = at;
    this.updatedAt = at;
    return true;
  }
}

/**
 * Refuses a name another entrance in use at the same site has, whatever its case (`entrance.name_taken`).
 * `siblings`: the site's entrances, read while the site's row is locked, so two adds cannot both pass.
 */
export const refuseTakenEntranceName = (siblings: readonly Pick<Entrance, 'id' | 'name' | 'retiredAt'>[], name: string, self?: number): void => {
  if (siblings.some((other) => other.id !== self && other.retiredAt === null && sameEntranceName(other.name, name))) throw new DomainError('entrance.name_taken');
};

/** What a check-in or check-out needs to know of an entrance. */
export interface EntrancePlace {
  readonly id: number;
  readonly siteId: number;
  readonly name: string;
  readonly retired: boolean;
}

/**
 * The rule of a check-in or check-out at an entrance: the entrance exists, is at the visit's site,
 * and is in use. Each refusal has its code; nothing is recorded.
 */
export const entranceForPresence = (entrance: EntrancePlace | undefined, visitSiteId: number): EntrancePlace => {
  if (!entrance) throw new DomainError('entrance.not_found');
  if (entrance.siteId !== visitSiteId) throw new DomainError('entrance.other_site');
  if (entrance.retired) throw new DomainError('entrance.retired');
  return entrance;
};
