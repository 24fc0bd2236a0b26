// Betza strings derived from movement atoms (conventions documented in src/engine/text/betza.ts).
import { describe, expect, it } from 'vitest';
import { betza } from '../../../src/engine';
import { movesSchema } from '../../../src/schema';

const of = (atoms: unknown[]) => betza(movesSchema.parse(atoms));

describe('betza', () => {
  it.each([
    ['king', [{ step: 'all' }], 'K'],
    ['gold general', [{ step: ['orth', 'fl', 'fr'] }], 'WfF'],
    ['silver general', [{ step: ['diag', 'f'] }], 'fWF'],
    ['rook, bishop, free king', [{ step: 'orth', range: 'any' }], 'R'],
    ['free king', [{ step: 'all', range: 'any' }], 'Q'],
    ['dragon king: the longer range of a direction wins', [{ step: 'orth', range: 'any' }, { step: 'all' }], 'RF'],
    ['lance', [{ step: 'f', range: 'any' }], 'fR'],
    ['side mover', [{ step: 'vert' }, { step: 'side', range: 'any' }], 'sRvW'],
    ['evil wolf', [{ step: ['f', 'fl', 'fr', 'l', 'r'] }], 'fsWfF'],
    ['blind tiger', [{ step: ['fl', 'fr', 'l', 'r', 'bl', 'br', 'b'] }], 'bsWF'],
    ['dark spirit (asymmetric)', [{ step: ['fl', 'fr', 'r', 'bl'] }], 'rWfFblF'],
    ['ranged steps', [{ step: 'diag', range: 3 }, { step: 'side' }], 'B3sW'],
    ['violent ox', [{ step: 'orth', range: 2 }], 'R2'],
    ['knight', [{ jump: [[-1, 2], [1, 2]] }], 'ffN'],
    ['kylin', [{ step: 'diag' }, { jump: [[0, 2], [0, -2], [-2, 0], [2, 0]] }], 'FD'],
    ['phoenix', [{ step: 'orth' }, { jump: [[-2, 2], [2, 2], [-2, -2], [2, -2]] }], 'WA'],
    ['lion (XBetza)', [{ lion: 'all' }], 'KNADcaKmabK'],
  ])('%s', (_, atoms, expected) => expect(of(atoms)).toBe(expected));

  it.each([
    ['hook', [{ hook: 'orth' }]],
    ['Emperor', [{ emperor: true }]],
    ['Lion Dog', [{ lionDog: 'all' }]],
    ['directional Lion', [{ step: 'diag', range: 'any' }, { lion: 'f' }]],
    ['a one-sided oblique jump', [{ jump: [[1, 2]] }]],
  ])('%s: null', (_, atoms) => expect(of(atoms)).toBeNull());
});
