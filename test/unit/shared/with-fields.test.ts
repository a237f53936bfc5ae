import { describe, expect, it } from 'vitest';
import { withFields } from '#kernel/with-fields.ts';

describe('withFields', () => {
  it('should add the fields to the object it is given, after its own, and return that object', () => {
    const fresh = { id: 7, name: 'Asha', state: 'old' };
    const extended = withFields(fresh, { state: 'expected', photo: null });
    expect(extended).toBe(fresh);
    expect(Object.entries(extended)).toEqual([['id', 7], ['name', 'Asha'], ['state', 'expected'], ['photo', null]]);
    // The same object and order as the spread it stands for.
    expect(JSON.stringify(withFields({ id: 7, name: 'Asha', state: 'old' }, { state: 'expected', photo: null }))).toBe(
      JSON.stringify({ ...{ id: 7, name: 'Asha', state: 'old' }, state: 'expected', photo: null }),
    );
  });
});
