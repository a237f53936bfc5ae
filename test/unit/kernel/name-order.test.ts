import { describe, expect, it } from 'vitest';
import { compareNames, sameName } from '#kernel/name-order.ts';
import { bySiteName } from '../../../src/sites/domain/site.ts';
import { sameEntranceName } from '../../../src/sites/domain/entrance.ts';

describe('names in lists and look-ups', () => {
  it('should take a name in another case or without its accents as the same name', () => {
    expect(sameName('Main gate', 'main GATE')).toBe(true);
    expect(sameName('Café lobby', 'cafe LOBBY')).toBe(true);
    expect(sameEntranceName(' Tower B lobby ', 'tower b LOBBY')).toBe(true);
    expect(sameName('Main gate', 'Main gates')).toBe(false);
  });

  it('should order sites by name whatever its case, and sites of one name by id', () => {
    const sites = [
      { id: 4, name: 'pune' },
      { id: 2, name: 'London' },
      { id: 9, name: 'bengaluru' },
      { id: 1, name: 'Pune' },
    ];
    expect([...sites].sort(bySiteName).map((site) => site.id)).toEqual([9, 2, 1, 4]);
    expect(compareNames('Ångström', 'Zurich')).toBeLessThan(0);
  });
});
