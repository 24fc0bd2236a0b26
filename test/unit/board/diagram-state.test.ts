// The movement diagram's reducer without a DOM: choosing a source, placing blockers, stepping the animation, the URL.
import { describe, expect, it } from 'vitest';
import { diagramProps } from '../../../src/lib/diagram/props';
import { explain, framesOf, initState, needsEngine, queryOf, readUrl, reduce as reduceWith, type Action, type DiagramState } from '../../../src/components/widgets/diagram/diagram-state';
import { describe as sentence } from '../../../src/components/widgets/diagram/diagram-words';
import { derive } from '../../../src/lib/diagram/view';
import { key, type Offset } from '../../../src/lib/diagram/marks';

/** Squares marked `x` (or `O`, the piece's own square when it can pass) in a grid drawn with forward at the top. */
function grid(rows: string[]): string[] {
  const r = (rows.length - 1) / 2;
  const out: string[] = [];
  rows.forEach((row, i) => [...row].forEach((ch, j) => (ch === 'x' || ch === 'O') && out.push(key([j - r, r - i]))));
  return out.sort();
}
const reached = (s: DiagramState) => s.view.marks.map((m) => key(m.at)).sort();
const keys = (list: readonly Offset[]) => list.map(key).sort();
/** The reducer with the engine loaded, as the island has it once the reader changes the view. */
const reduce = (s: DiagramState, a: Action) => reduceWith(s, a, derive);
const run = (s: DiagramState, ...actions: Action[]) => actions.reduce(reduce, s);

// seed 000 力士: 「力士斜向移動一至三步，或橫向移動一步」: one to three squares diagonally, or one square sideways.
const WRESTLER_MAIN = grid([
  'x.....x',
  '.x...x.',
  '..x.x..',
  '..xPx..',
  '..x.x..',
  '.x...x.',
  'x.....x',
]);
// seed 000 footnote 1: 《象棋六種之図式》「力士斜向移動一至三步，或直向移動一步」: diagonals as before, one square orthogonally
// (直向 is orthogonal in this article: 龍王直向移動任意距離 is the rook move); so forward and back are gained, nothing lost.
const WRESTLER_ROKUSHU = grid(['x.....x', '.x...x.', '..xxx..', '..xPx..', '..xxx..', '.x...x.', 'x.....x']);

describe('source toggle', () => {
  const props = diagramProps('wrestler');

  it('starts on the main text of its first game, 7×7, with no blocker for a short mover', () => {
    const s = initState(props);
    expect(s.source).toBeNull();
    expect(s.view.size).toBe(7);
    expect(s.blockers).toEqual([]);
    expect(reached(s)).toEqual(WRESTLER_MAIN);
    expect(s.view.count).toBe(12 + 2); // 3 × 4 diagonal squares + 2 sideways
  });

  it('choosing the Rokushu reading in Maka Dai Dai recomputes the diagram and marks the difference', () => {
    const s = run(initState(props), { type: 'choose', game: 'maka-dai-dai', source: 'rokushu' });
    expect(reached(s)).toEqual(WRESTLER_ROKUSHU);
    expect(keys(s.view.gained)).toEqual(keys([[0, 1], [0, -1]]));
    expect(s.view.lost).toEqual([]);
    expect(s.said).toMatch(/2 gained, 0 lost/);
    expect(queryOf(s)).toBe('?source=rokushu&game=maka-dai-dai');
  });

  it('back to the main text clears the difference', () => {
    const s = run(initState(props), { type: 'choose', game: 'maka-dai-dai', source: 'rokushu' }, { type: 'choose', game: 'maka-dai-dai', source: null });
    expect(reached(s)).toEqual(WRESTLER_MAIN);
    expect(s.view.gained).toEqual([]);
  });

  // seed 000 footnote 17: 《諸象戱図式》描述奔狼橫向移動一至五步 - the main text's own sideways limit: the source agrees.
  it('a source whose footnote cites the main text is offered, says it agrees, and draws the main text', () => {
    const wolf = diagramProps('free-wolf');
    expect(wolf.readings.find((r) => r.source === 'sho-shogi-zushiki')).toMatchObject({ footnote: 17, agrees: true });
    expect(wolf.readings.find((r) => r.source === 'rokushu')!.agrees).toBeUndefined();
    const main = initState(wolf);
    const s = run(main, { type: 'choose', game: 'maka-dai-dai', source: 'sho-shogi-zushiki' });
    expect(reached(s)).toEqual(reached(main));
    expect(s.view.gained).toEqual([]);
    expect(s.view.lost).toEqual([]);
    expect(s.said).toMatch(/agrees with the main text/);
  });

  it('ignores a source that does not describe the piece in that game', () => {
    const s = initState(props);
    expect(reduce(s, { type: 'choose', game: 'maka-dai-dai', source: 'modern' })).toBe(s);
  });
});

describe('the engine on demand', () => {
  const props = diagramProps('emperor');

  it('the first view travels in the props as plain data, equal to what the engine computes in the browser', () => {
    expect(JSON.parse(JSON.stringify(props.start))).toEqual(props.start);
    expect(props.start.view).toEqual(derive(props, props.games[0]!.id, null, props.start.blockers));
  });

  it('playing, stepping and explaining need no engine; changing the reading or the Pawns does', () => {
    const s = initState(props);
    for (const a of [{ type: 'play' }, { type: 'tick' }, { type: 'step' }, { type: 'focus', at: [2, 1] }, { type: 'url', search: '' }] as Action[]) {
      expect(needsEngine(s, a)).toBe(false);
      expect(() => reduceWith(s, a)).not.toThrow();
    }
    for (const a of [{ type: 'place', at: [1, 1] }, { type: 'clear' }, { type: 'choose', game: 'tai', source: null }] as Action[]) {
      expect(needsEngine(s, a)).toBe(true);
    }
    expect(() => reduceWith(s, { type: 'place', at: [1, 1] })).toThrow(/needs the engine/);
  });
});

describe('blockers', () => {
  const props = diagramProps('wrestler');

  it('a click cycles empty → enemy → friend → empty and the engine recomputes each time', () => {
    const at: Offset = [1, 1];
    let s = run(initState(props), { type: 'place', at });
    // An enemy on the first forward-right diagonal square: captured there, the two squares behind it are cut off.
    expect(s.blockers).toEqual([{ at, side: 'enemy' }]);
    expect(s.view.count).toBe(14 - 2);
    expect(s.view.marks.find((m) => key(m.at) === key(at))?.capture).toBe(true);
    s = reduce(s, { type: 'place', at });
    // A friend there: that square is lost too.
    expect(s.blockers).toEqual([{ at, side: 'friend' }]);
    expect(s.view.count).toBe(14 - 3);
    s = reduce(s, { type: 'place', at });
    expect(s.blockers).toEqual([]);
    expect(reached(s)).toEqual(WRESTLER_MAIN);
  });

  it('the piece’s own square and squares off the board take no blocker; clear removes all', () => {
    const s = initState(props);
    expect(reduce(s, { type: 'place', at: [0, 0] })).toBe(s);
    expect(reduce(s, { type: 'place', at: [4, 0] })).toBe(s);
    const two = run(s, { type: 'place', at: [1, 1] }, { type: 'place', at: [-1, 0] });
    expect(two.blockers).toHaveLength(2);
    expect(reduce(two, { type: 'clear' }).blockers).toEqual([]);
  });

  it('a slider starts with a sample enemy on its line, and its slide stops there', () => {
    // Rook (seed 002 飛車): slides orthogonally. The sample enemy stands three squares forward: the forward slide is
    // 3 squares long (capturing), the other three run 5 squares each to the edge of the 11×11 diagram.
    const s = initState(diagramProps('rook'));
    expect(s.view.size).toBe(11);
    expect(s.blockers).toEqual([{ at: [0, 3], side: 'enemy' }]);
    expect(s.view.count).toBe(3 + 3 * 5);
  });

  it('the Emperor: a square it cannot reach is explained by the rule that bars it', () => {
    // seed 000 自在天王 (Maka): never onto a square the enemy attacks. The sample enemy Pawn stands 2 forward, 2 right
    // (4d on the 11×11 diagram); a White pawn steps down the board, so it attacks 1 forward, 2 right (4e). Of the 120
    // other squares only 4e is barred (the Pawn itself is unprotected and may be taken).
    const s = initState(diagramProps('emperor'));
    expect(s.blockers).toEqual([{ at: [2, 2], side: 'enemy' }]);
    expect(s.view.count).toBe(120 - 1);
    const why = 'the enemy attacks this square, and in this game the Emperor may only move to squares the enemy does not attack.';
    expect(explain(s, [2, 1]).text).toBe(`The Emperor cannot move to 4e: ${why}`);
    // A second enemy Pawn on 4c, above it, protects the first: 4d is attacked now, and the reason says so.
    const guarded = reduce(s, { type: 'place', at: [2, 3] });
    expect(explain(guarded, [2, 2]).text).toBe(`An enemy Pawn stands on 4d. The Emperor cannot move to 4d: ${why}`);
    // A friendly Pawn is simply in the way: no Emperor rule to name.
    const friend = run(s, { type: 'place', at: [-1, -1] }, { type: 'place', at: [-1, -1] });
    expect(explain(friend, [-1, -1]).text).toBe('A friendly Pawn stands on 7g. The Emperor cannot move to 7g.');
  });
});

describe('animation', () => {
  const props = diagramProps('lion');

  it('ticks run every frame of a clip, then the next clip, and wrap around', () => {
    let s = run(initState(props), { type: 'play' });
    expect(s.playing).toBe(true);
    s = reduce(s, { type: 'tick' });
    expect([s.clip, s.phase]).toEqual([0, 0]);
    const frames = framesOf(s.view.clips[0]!).length;
    for (let i = 1; i < frames; i++) s = reduce(s, { type: 'tick' });
    expect([s.clip, s.phase]).toEqual([0, frames - 1]);
    s = reduce(s, { type: 'tick' });
    expect([s.clip, s.phase]).toEqual([1, 0]);
    const n = s.view.clips.length;
    s = { ...s, clip: n - 1, phase: framesOf(s.view.clips[n - 1]!).length - 1 };
    expect(reduce(s, { type: 'tick' }).clip).toBe(0);
  });

  it('frames go out along the path and back home', () => {
    const clip = { kind: 'area' as const, path: [[0, 0], [0, 1], [1, 2]] as Offset[], captures: [] };
    expect(framesOf(clip)).toEqual([[0, 0], [0, 1], [1, 2], [0, 0]]);
    const igui = { kind: 'pass' as const, path: [[0, 0], [0, 1], [0, 0]] as Offset[], captures: [[0, 1]] as Offset[] };
    expect(framesOf(igui)).toEqual(igui.path);
  });

  it('step pauses, shows the next move at its destination and announces it', () => {
    const s = run(initState(props), { type: 'play' }, { type: 'step' });
    expect(s.playing).toBe(false);
    expect(s.clip).toBe(0);
    const clip = s.view.clips[0]!;
    expect(s.phase).toBe(clip.path.length - 1);
    expect(s.said).toContain(sentence(s.props.words, clip, s.view.size));
  });

  it('the Lion’s clips show every move kind: single steps, two-step leaps, capture-and-continue, igui and a pass', () => {
    // seed 002 獅子 with an enemy beside it (the sample obstacle, one square forward): it reaches all 24 squares within
    // two king steps, may take the enemy and step on, take it without moving (igui), or step out and back (pass).
    const s = initState(props);
    expect(s.blockers).toEqual([{ at: [0, 1], side: 'enemy' }]);
    expect(s.view.count).toBe(24);
    const clips = s.view.clips;
    expect(clips.some((c) => c.path.length === 2 && Math.max(...c.path[1]!.map(Math.abs)) === 2)).toBe(true);
    expect(clips.some((c) => c.path.length === 3 && c.captures.length === 1 && c.kind === 'area')).toBe(true);
    expect(clips.filter((c) => c.kind === 'pass').map((c) => c.captures.length).sort()).toEqual([0, 1]);
  });

  it('starts playing once the script runs, unless the reader asks for reduced motion', () => {
    const s = initState(props);
    expect([s.live, s.playing]).toEqual([false, false]);
    expect(reduce(s, { type: 'start', reduced: false })).toMatchObject({ live: true, playing: true });
    expect(reduce(s, { type: 'start', reduced: true })).toMatchObject({ live: true, playing: false, reduced: true });
    // Woken by a click on Play: the replayed click starts it, so starting by itself would be undone.
    expect(reduce(s, { type: 'start', reduced: false, autoplay: false })).toMatchObject({ live: true, playing: false });
  });

  it('reduced motion stops the animation and refuses to start it', () => {
    const s = run(initState(props), { type: 'play' }, { type: 'tick' }, { type: 'reduced', on: true });
    expect([s.playing, s.clip]).toEqual([false, -1]);
    expect(reduce(s, { type: 'play' }).playing).toBe(false);
  });

  it('speed accepts only the offered speeds', () => {
    const s = initState(props);
    expect(reduce(s, { type: 'speed', speed: 2 }).speed).toBe(2);
    expect(reduce(s, { type: 'speed', speed: 7 })).toBe(s);
  });
});

describe('focus and keyboard', () => {
  it('arrow keys move the roving focus within the board, forward being up', () => {
    const s = run(initState(diagramProps('wrestler')), { type: 'cursor', dx: 0, dy: 1 }, { type: 'cursor', dx: 0, dy: 1 });
    expect(s.cursor).toEqual([0, 2]);
    expect(s.focus).toEqual([0, 2]);
    const edge = run(s, ...Array.from({ length: 9 }, (): Action => ({ type: 'cursor', dx: 1, dy: 0 })));
    expect(edge.cursor).toEqual([3, 2]);
    expect(reduce(edge, { type: 'focus', at: null }).focus).toBeNull();
  });
});

describe('URL', () => {
  const props = diagramProps('wrestler');

  it('reads a known source and game', () => {
    expect(readUrl(props, '?source=rokushu&game=maka-dai-dai')).toEqual({ game: 'maka-dai-dai', source: 'rokushu', notice: null });
  });

  it('finds the game of a source given alone', () => {
    expect(readUrl(props, '?source=rokushu')).toMatchObject({ game: 'maka-dai-dai', source: 'rokushu', notice: null });
  });

  it('explains an unknown source or game and falls back to the main text', () => {
    const bad = readUrl(props, '?source=nonsense&game=maka-dai-dai');
    expect(bad).toMatchObject({ game: 'maka-dai-dai', source: null });
    expect(bad.notice).toMatch(/“nonsense”.*rokushu.*main text/);
    const game = readUrl(props, '?game=chu');
    expect(game.source).toBeNull();
    expect(game.notice).toMatch(/“chu”/);
  });

  it('the url action applies it, and queryOf writes it back', () => {
    const s = reduce(initState(props), { type: 'url', search: '?source=rokushu&game=maka-dai-dai' });
    expect(reached(s)).toEqual(WRESTLER_ROKUSHU);
    expect(queryOf(s)).toBe('?source=rokushu&game=maka-dai-dai');
    expect(queryOf(initState(props))).toBe('');
  });
});

describe('the page language', () => {
  const ja = diagramProps('wrestler', 'ja');
  const zh = diagramProps('wrestler', 'zh');

  it('builds whole sentences from each language’s templates', () => {
    const capture = { kind: 'step' as const, path: [[0, 0], [0, 1]] as Offset[], captures: [[0, 1]] as Offset[] };
    const slide = { kind: 'slide' as const, path: [[0, 0], [0, 1], [0, 2], [0, 3]] as Offset[], captures: [] };
    expect(sentence(ja.words, capture, 7)).toBe('前へ1マス進んで4cへ（そこにある駒を取る）。');
    expect(sentence(zh.words, slide, 7)).toBe('向前方走任意格數，直到被擋住：3格，4c至4a。');
    expect(sentence(diagramProps('wrestler').words, slide, 7)).toBe('Moves forward any distance until something blocks it: 3 squares, 4c to 4a.');
  });

  it('names the piece, the games and the board page in the language', () => {
    expect(ja).toMatchObject({ name: '力士', boardPath: '/ja/board/', gameNames: { 'maka-dai-dai': '摩訶大大将棋' } });
    expect(zh.boardPath).toBe('/zh/board/');
    expect(readUrl(zh, '?game=chu').notice).toBe('網址指定了棋種「chu」，但力士只出現在摩訶大大將棋（maka-dai-dai）、泰將棋（tai）。顯示摩訶大大將棋的正文。');
  });
});
