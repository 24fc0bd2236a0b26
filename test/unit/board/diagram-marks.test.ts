// The diagram's marks read like the seeds' legend: each destination the engine returns gets the mark of the move kind
// that explains it, and the diagram size follows the piece's reach.
import { describe, expect, it } from 'vitest';
import { makeRules, reach } from '../../../src/engine';
import { catalog } from '../../../src/lib/catalog';
import { classify, diagramRadius, key, type DiagramMark } from '../../../src/lib/diagram/marks';
import { marksOf, sampleObstacle } from '../../../src/lib/diagram/reach-marks';
import type { GameId } from '../../../src/schema';

const c = catalog();

function marks(pieceId: string, game: GameId, size: number, blockers: { at: [number, number]; side: 'black' | 'white' }[] = []): Map<string, DiagramMark> {
  const rules = makeRules({ pieces: [c.piece(pieceId), c.piece('pawn')], game: c.content.games.get(game)! });
  const centre = (size - 1) / 2;
  const placed = blockers.map(({ at: [dx, dy], side }) => ({ sq: (centre - dy) * size + centre + dx, piece: { id: 'pawn', side, promoted: false } }));
  const r = reach(rules, pieceId, { size, blockers: placed });
  return new Map(marksOf(rules.pieces.get(pieceId)!.atoms, r).map((m) => [key(m.at), m]));
}

/** The legend glyph a mark is drawn with (DiagramGrid), to compare with the seed's diagram row by row. */
function glyph(m: DiagramMark | undefined): string {
  if (!m) return '.';
  return { step: '●', range: '●', slide: '↑', jump: '★', hook: '╋', turn: '+', area: ['■', '▣', '□'][(m.tone ?? 1) - 1]!, emperor: '∞', pass: '↺' }[m.kind];
}
function picture(map: Map<string, DiagramMark>, r: number): string[] {
  const rows: string[] = [];
  for (let dy = r; dy >= -r; dy--) {
    let row = '';
    for (let dx = -r; dx <= r; dx++) row += dx === 0 && dy === 0 ? (map.has('0,0') ? '↺' : 'P') : glyph(map.get(key([dx, dy])));
    rows.push(row);
  }
  return rows;
}

describe('marks match the seed diagrams', () => {
  it('kylin: ● diagonal steps and ★ jumps two squares orthogonally (seed 002 麒麟)', () => {
    // 002: 「麒麟斜向移動一步，亦或直向跳躍至正好兩步遠的格子」, drawn with ★ two squares out and ● on the diagonals.
    expect(picture(marks('kylin', 'dai', 5), 2)).toEqual(['..★..', '.●.●.', '★.P.★', '.●.●.', '..★..']);
  });

  it('lion: ■ on the inner ring, ▣ on the outer, and it may pass (seed 000 獅子)', () => {
    expect(picture(marks('lion', 'dai', 5), 2)).toEqual(['▣▣▣▣▣', '▣■■■▣', '▣■↺■▣', '▣■■■▣', '▣▣▣▣▣']);
  });

  it('lion dog: three tones along the eight lines (seed 000 狛犬)', () => {
    // 000 狛犬: ■ on every line one, two and three squares out; nothing off the lines.
    expect(picture(marks('lion-dog', 'maka-dai-dai', 7), 3)).toEqual([
      '□..□..□', '.▣.▣.▣.', '..■■■..', '□▣■↺■▣□', '..■■■..', '.▣.▣.▣.', '□..□..□',
    ]);
  });

  it('hook mover: ╋ along its four lines, + where only a turn reaches (seed 000 鉤行)', () => {
    const pic = picture(marks('hook-mover', 'maka-dai-dai', 5), 2);
    expect(pic).toEqual(['++╋++', '++╋++', '╋╋P╋╋', '++╋++', '++╋++']);
  });

  it('a slide stops on the first piece and captures an enemy there', () => {
    // Rook on a 7×7 board with an enemy pawn two squares forward: the forward slide ends on it, capturing.
    const map = marks('rook', 'dai', 7, [{ at: [0, 2], side: 'white' }]);
    expect(map.get('0,2')).toMatchObject({ kind: 'slide', capture: true });
    expect(map.has('0,3')).toBe(false);
    expect(map.get('0,-3')?.kind).toBe('slide');
  });

  it('the Emperor marks every free square ∞', () => {
    const map = marks('emperor', 'tai', 5);
    expect(map.size).toBe(24);
    expect([...map.values()].every((m) => m.kind === 'emperor')).toBe(true);
  });
});

describe('classify', () => {
  it('prefers the area mark where a Lion-type power and a step both explain a square', () => {
    // Horned falcon (角鷹, seed 000): lion power forward, slides elsewhere: its forward squares are ■ and ▣.
    const atoms = c.piece('horned-falcon').moves;
    expect(classify(atoms, [0, 1], [])).toEqual({ kind: 'area', tone: 1 });
    expect(classify(atoms, [0, 2], [])).toEqual({ kind: 'area', tone: 2 });
    expect(classify(atoms, [1, 1], []).kind).toBe('slide');
  });

  it('names a hook’s turn only when the path bends', () => {
    const atoms = c.piece('hook-mover').moves;
    expect(classify(atoms, [2, 3], [[0, 3]]).kind).toBe('turn');
    expect(classify(atoms, [0, 3], []).kind).toBe('hook');
  });
});

describe('diagram size and sample obstacle', () => {
  it('7×7 for short movers, 13×13 for five-square ranges, at least 11×11 for slides', () => {
    expect(diagramRadius([c.piece('gold-general').moves])).toBe(3);
    expect(diagramRadius([c.piece('lion-dog').moves])).toBe(3);
    expect(diagramRadius([c.piece('dove').moves])).toBe(6); // dove: up to five squares diagonally
    expect(diagramRadius([c.piece('rook').moves])).toBe(5);
    expect(diagramRadius([c.piece('free-demon').moves])).toBe(6); // slides plus a five-square range
  });

  it('puts the sample enemy beside a Lion, down a slide, off an Emperor; none for a short mover', () => {
    expect(sampleObstacle(c.piece('lion').moves)).toEqual([0, 1]);
    expect(sampleObstacle(c.piece('rook').moves)).toEqual([0, 3]);
    expect(sampleObstacle(c.piece('emperor').moves)).toEqual([2, 2]);
    expect(sampleObstacle(c.piece('gold-general').moves)).toBeNull();
  });
});
