import { describe, expect, it } from 'vitest';
import { initialsOf } from './text';

describe('initialsOf', () => {
  it('takes the first and last names’ first letters, else two of the one name or the address', () => {
    expect(initialsOf('Ama Varga')).toBe('AV');
    expect(initialsOf('Hélène de la Carpentier')).toBe('HC');
    expect(initialsOf('lina')).toBe('LI');
    expect(initialsOf('', 'ama.varga@example.com')).toBe('AV');
    expect(initialsOf('  ', '')).toBe('');
    // A letter outside the Basic Plane is one letter, not half of one.
    expect(initialsOf('𝒜da Ōno')).toBe('𝒜Ō');
  });
});
