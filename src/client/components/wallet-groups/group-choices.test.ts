import { describe, expect, it } from 'vitest';
import { groupChoices, groupIdOf, namedGroupChoices } from './group-choices.ts';

const label = (key: string, values: { count: number; name?: string }) => `${values.name ?? key} (${values.count})`;
const GROUPS = [
  { id: 7, name: 'Makers', wallets: 20 },
  { id: 9, name: 'Takers', wallets: 5 },
];

describe('group choices of a tool', () => {
  it('offers all wallets first when asked, then the ungrouped, then each group with its count', () => {
    expect(groupChoices(GROUPS, { ungrouped: 3, total: 28 }, ['all'], label)).toEqual([
      { value: 'all', label: 'all (28)' },
      { value: '0', label: 'ungrouped (3)' },
      { value: '7', label: 'Makers (20)' },
      { value: '9', label: 'Takers (5)' },
    ]);
  });

  it('offers no extra choice for a transfer between groups', () => {
    expect(groupChoices(GROUPS, { ungrouped: 0, total: 25 }, [], label).map((choice) => choice.value)).toEqual(['0', '7', '9']);
  });

  it('offers only the named groups to a bot, which works across one group', () => {
    expect(namedGroupChoices(GROUPS, label)).toEqual([
      { value: '7', label: 'Makers (20)' },
      { value: '9', label: 'Takers (5)' },
    ]);
    expect(namedGroupChoices([], label)).toEqual([]);
  });

  it('turns a choice into the request group id', () => {
    expect(groupIdOf('all')).toBeUndefined();
    expect(groupIdOf('none')).toBeUndefined();
    expect(groupIdOf('0')).toBe(0);
    expect(groupIdOf('7')).toBe(7);
  });
});
