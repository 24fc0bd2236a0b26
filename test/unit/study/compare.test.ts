// The compare model: one row per disputed piece, each reading drawn by the engine and set against the main text.
import { describe, expect, it } from 'vitest';
import { citationsOf } from '../../../src/lib/compare/citations';
import { compareGame, offsetsMinus, type Offset } from '../../../src/lib/compare/compare';
import { catalog } from '../../../src/lib/catalog';
import { SOURCE_IDS } from '../../../src/schema';

const c = catalog();
const sorted = (list: readonly Offset[]) => list.map(([x, y]) => `${x},${y}`).sort();

describe('compareGame', () => {
  const maka = compareGame('maka-dai-dai');

  it('gives Maka Dai Dai one row per footnote: seed 000 has footnotes 1–19, each about one piece', () => {
    expect(maka.rows.flatMap((r) => r.footnotes)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(maka.rows).toHaveLength(19);
  });

  it('has a column for every source that reads a Maka piece or rule differently, and no other', () => {
    const used = new Set([
      ...[...c.content.pieces.values()].flatMap((p) => p.variants.filter((v) => !v.game || v.game === 'maka-dai-dai').map((v) => v.source)),
      ...maka.game.ruleVariants.map((v) => v.source),
    ]);
    expect(maka.sources).toEqual(SOURCE_IDS.filter((s) => used.has(s)));
  });

  it('marks what footnote 1 adds to the Wrestler: one step straight forward and one straight back (seed 000, 力士)', () => {
    // Main text: up to three squares diagonally, one sideways; 《象棋六種之図式》: the same, but one step orthogonally.
    const row = maka.rows.find((r) => r.piece.id === 'wrestler')!;
    const cell = row.readings.rokushu!.cell;
    expect(sorted(cell.gained)).toEqual(sorted([[0, 1], [0, -1]]));
    expect(cell.lost).toEqual([]);
    expect(row.main.destinations).toHaveLength(3 * 4 + 2);
  });

  it('shows a footnote that cites the main text as agreeing: footnote 17, 《諸象戱図式》 on the Free Wolf (seed 000, 奔狼)', () => {
    const row = maka.rows.find((r) => r.piece.id === 'free-wolf')!;
    const reading = row.readings['sho-shogi-zushiki']!;
    expect(reading.agrees).toBe(true);
    expect(reading.cell.gained).toEqual([]);
    expect(reading.cell.lost).toEqual([]);
    expect(row.readings.rokushu!.agrees).toBe(false);
    // The source page lists it too, still as one citation.
    const cited = citationsOf('sho-shogi-zushiki').byGame.flatMap((g) => g.pieces);
    expect(cited.map((p) => `${p.game.id}/${p.piece.id}`)).toEqual(['maka-dai-dai/free-wolf']);
    expect(cited[0]!.variant.moves).toBeUndefined();
  });

  it('draws footnote 18 as the seed words it: 《象戱図式》 gives 無明 the forward diagonals, the right side and the right back diagonal', () => {
    const cell = maka.rows.find((r) => r.piece.id === 'dark-spirit')!.readings['shogi-zushiki']!.cell;
    expect(sorted(cell.destinations)).toEqual(sorted([[-1, 1], [1, 1], [1, 0], [1, -1]]));
  });

  it('gives Tai rows exactly for the pieces with a Tai reading, and Dai none', () => {
    const withReading = (game: 'dai' | 'tai') =>
      c.pieces.filter((p) => c.gamesOf(p.id).includes(game) && p.variants.some((v) => !v.game || v.game === game)).map((p) => p.id).sort();
    expect(compareGame('tai').rows.map((r) => r.piece.id).sort()).toEqual(withReading('tai'));
    expect(compareGame('dai').rows.map((r) => r.piece.id)).toEqual(withReading('dai'));
  });

  it('shows the disputed promotion rule of Maka with its source and a board link for each reading', () => {
    const rule = maka.disputedRules.find((r) => r.id === maka.game.ruleVariants[0]!.id)!;
    expect(rule.readings.map((r) => r.source)).toEqual([null, maka.game.ruleVariants[0]!.source]);
    const positions = rule.readings.map((r) => new URLSearchParams(r.tryHref.replace(/^\/board\/\?/, '')).get('p'));
    expect(positions[0]).toMatch(/ b maka-dai-dai$/);
    expect(positions[1]).toMatch(new RegExp(` b maka-dai-dai/${maka.game.ruleVariants[0]!.source}$`));
  });

  it('compares the Emperor of Maka Dai Dai with that of Tai', () => {
    const row = maka.acrossGames.find((r) => r.id === 'emperor-across-games')!;
    expect(row.readings.map((r) => r.game)).toEqual(['maka-dai-dai', 'tai']);
    expect(row.readings[0]!.text).not.toEqual(row.readings[1]!.text);
  });
});

describe('offsetsMinus', () => {
  it('keeps the offsets of the first list missing from the second, in order', () => {
    expect(offsetsMinus([[0, 1], [1, 1], [2, 2]], [[1, 1]])).toEqual([[0, 1], [2, 2]]);
  });
});

describe('citationsOf', () => {
  it('lists every piece reading of a source once per game it applies in', () => {
    for (const source of SOURCE_IDS) {
      const expected = c.pieces.flatMap((p) =>
        c.gamesOf(p.id).filter((g) => p.variants.some((v) => v.source === source && (!v.game || v.game === g))).map((g) => `${g}/${p.id}`),
      );
      const got = citationsOf(source).byGame.flatMap((g) => g.pieces.map((x) => `${g.game.id}/${x.piece.id}`));
      expect(got.sort(), source).toEqual(expected.sort());
    }
  });
});
