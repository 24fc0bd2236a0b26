// Promotion rules of the three games, Maka's capture conversion, dead pieces and the end of the game.
// Seeds: 002 升級規則 (Dai zone, dead pieces), 000 升級規則 (Maka by capture, conversion), 003 基本规则 (Tai forced).
import { describe, expect, it } from 'vitest';
import { applyMove, attacks, legalMoves, makeMove, parseSquare, winner, type Position } from '../../../src/engine';
import { board, DAI, MAKA, outcomes, position, TAI } from './engine-fixtures';

const at = (pos: Position, name: string) => outcomes(legalMoves(pos, parseSquare(name, pos.size)!), pos.size);
const dai = (pieces: Record<string, string>, turn: 'b' | 'w' = 'b') => board(DAI, 15, pieces, turn);

describe('Dai: zone promotion (the far 5 ranks, a–e for Black)', () => {
  it('optional on entering the zone', () => {
    expect(at(dai({ '8f': 'PAWN' }), '8f')).toEqual(['8e+', '8e=']);
  });

  it('not on a quiet move inside the zone', () => {
    expect(at(dai({ '8e': 'PAWN' }), '8e')).toEqual(['8d']);
  });

  it('on a capture inside the zone, not on leaving it', () => {
    // Gold on 8e: forward 8d captures (+/=); 9d, 7d, 9e, 7e quiet inside; back to 8f leaves.
    expect(at(dai({ '8e': 'GOLD-GENERAL', '8d': 'pawn' }), '8e')).toEqual(['7d', '7e', '8d x8d+', '8d x8d=', '8f', '9d', '9e']);
    // Capturing while leaving: no promotion.
    expect(at(dai({ '8e': 'GOLD-GENERAL', '8f': 'pawn' }), '8e')).toContain('8f x8f');
  });

  it('again on re-entering', () => {
    // Gold on 8f (outside): 8e, 9e, 7e enter (+/=); 9f, 7f, 8g stay outside.
    expect(at(dai({ '8f': 'GOLD-GENERAL' }), '8f')).toEqual(['7e+', '7e=', '7f', '8e+', '8e=', '8g', '9e+', '9e=', '9f']);
  });

  it('never for a piece without a promotion, or one already promoted', () => {
    expect(at(dai({ '8f': 'FORWARD-LION' }), '8f')).toEqual(['8d', '8e', '8f']);
    // A promoted pawn (a Gold General) moves as the Gold above, but never promotes again.
    expect(at(dai({ '8f': '+GOLD-GENERAL' }), '8f')).toEqual(['7e', '7f', '8e', '8g', '9e', '9f']);
  });

  it('dead pieces on their last ranks have no moves', () => {
    expect(at(dai({ '8a': 'PAWN' }), '8a')).toEqual([]);
    expect(at(dai({ '8b': 'KNIGHT' }), '8b')).toEqual([]);
    expect(at(dai({ '8o': 'pawn' }, 'w'), '8o')).toEqual([]);
    // The fixture stone general also steps sideways, so only the rule stops it on rank a; on rank b it moves (quietly, in the zone).
    expect(at(dai({ '8a': 'STONE-GENERAL' }), '8a')).toEqual([]);
    expect(at(dai({ '8b': 'STONE-GENERAL' }), '8b')).toEqual(['7a', '7b', '9a', '9b']);
    // …and attack nothing.
    expect(attacks(dai({ '8a': 'STONE-GENERAL', '9a': 'pawn' }), 'black', parseSquare('9a', 15)!)).toBe(false);
  });
});

describe('Maka: promotion by capture', () => {
  const maka = (pieces: Record<string, string>, source?: string) => board(MAKA, 5, pieces, 'b', source);

  it('optional when capturing an unpromoted piece, none without a capture', () => {
    expect(at(maka({ '3c': 'GOLD-GENERAL', '3b': 'pawn' }), '3c')).toEqual(['2b', '2c', '3b x3b+', '3b x3b=', '3d', '4b', '4c']);
  });

  it('forced when capturing a promoted piece', () => {
    expect(at(maka({ '3c': 'GOLD-GENERAL', '3b': '+rook' }), '3c')).toContain('3b x3b+');
    expect(at(maka({ '3c': 'GOLD-GENERAL', '3b': '+rook' }), '3c')).not.toContain('3b x3b=');
  });

  it('rule variant (other): forced on every capture', () => {
    const moves = at(maka({ '3c': 'GOLD-GENERAL', '3b': 'pawn' }, 'other'), '3c');
    expect(moves).toContain('3b x3b+');
    expect(moves).not.toContain('3b x3b=');
  });

  it('a promoted piece cannot promote again', () => {
    expect(at(maka({ '3c': '+GOLD-GENERAL', '3b': '+rook' }), '3c')).toContain('3b x3b');
  });

  it('a double capture is forced if either captured piece was promoted', () => {
    // Lion takes the pawn on 3b and the promoted gold on 3a in one move: forced; taking only the pawn: optional.
    const moves = at(maka({ '3c': 'LION', '3b': 'pawn', '3a': '+gold-general' }), '3c');
    expect(moves).toContain('3a x3a,3b+');
    expect(moves).not.toContain('3a x3a,3b=');
    expect(moves).toEqual(expect.arrayContaining(['3b x3b+', '3b x3b=', '3c x3b+', '3c x3b=']));
  });
});

describe('Maka: capture conversion', () => {
  const maka = (pieces: Record<string, string>) => board(MAKA, 5, pieces);

  it('capturing 無明 turns the capturer into 法性', () => {
    const pos = maka({ '3c': 'GOLD-GENERAL', '3b': 'dark-spirit' });
    expect(at(pos, '3c').filter((m) => m.startsWith('3b'))).toEqual(['3b x3b~buddhist-spirit']);
    const move = legalMoves(pos, parseSquare('3c', 5)!).find((m) => m.convert)!;
    const after = applyMove(pos, move);
    expect(after.board[parseSquare('3b', 5)!]).toEqual({ id: 'buddhist-spirit', side: 'black', promoted: true });
  });

  it('also for promoted and non-promoting capturers', () => {
    expect(at(maka({ '3c': '+ROOK', '3b': 'deva' }), '3c')).toContain('3b x3b~teaching-king');
    expect(at(maka({ '3c': 'LANCE', '3b': 'deva' }), '3c')).toEqual(['3b x3b~teaching-king']);
  });

  // Seed 000 升級規則: 玉將、自在天王、醉象和王子若吃掉無明、法性、提婆和教王，可以不轉變而保留原來的身份或以其原本的方式升級。
  // Keeping the identity is open even where the capture would force promotion (法性 and 教王 are promoted pieces).
  it('royal exception: the King may convert, keep its identity, or promote', () => {
    const takes = (pos: Position) => at(pos, '3c').filter((m) => m.startsWith('3b'));
    expect(takes(maka({ '3c': 'KING', '3b': 'dark-spirit' }))).toEqual(['3b x3b+', '3b x3b=', '3b x3b~buddhist-spirit']);
    expect(takes(maka({ '3c': 'KING', '3b': '+buddhist-spirit' }))).toEqual(['3b x3b+', '3b x3b=', '3b x3b~buddhist-spirit']);
    expect(takes(maka({ '3c': 'DRUNK-ELEPHANT', '3b': '+teaching-king' }))).toEqual(['3b x3b+', '3b x3b=', '3b x3b~teaching-king']);
  });

  it('royal exception under the rule variant (other) that forces promotion on every capture: still three choices', () => {
    const pos = board(MAKA, 5, { '3c': 'KING', '3b': 'deva' }, 'b', 'other');
    expect(at(pos, '3c').filter((m) => m.startsWith('3b'))).toEqual(['3b x3b+', '3b x3b=', '3b x3b~teaching-king']);
    // …while an ordinary capture by the King is forced there.
    expect(at(board(MAKA, 5, { '3c': 'KING', '3b': 'pawn' }, 'b', 'other'), '3c')).toContain('3b x3b+');
    expect(at(board(MAKA, 5, { '3c': 'KING', '3b': 'pawn' }, 'b', 'other'), '3c')).not.toContain('3b x3b=');
  });

  it('royal exception for pieces that cannot promote (Emperor, Prince): convert or stay', () => {
    const takes = (pos: Position) => at(pos, '3c').filter((m) => m.startsWith('3b'));
    expect(takes(maka({ '3c': '+PRINCE', '3b': '+buddhist-spirit' }))).toEqual(['3b x3b', '3b x3b~buddhist-spirit']);
  });

  it('the issue example: the White King taking the promoted 教王 on 8b may stay a King (8ax8b=)', () => {
    const pos = position('11,king,7/11,+TEACHING-KING,7/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/8,KING,10 w maka-dai-dai');
    const texts = legalMoves(pos, parseSquare('8a', 19)!).map((m) => makeMove(m, 19)).filter((t) => t.includes('x8b'));
    expect(texts.sort()).toEqual(['8ax8b+', '8ax8b=', '8ax8b~']);
  });

  // Seed 000: 凡吃掉無明或法性的棋子，轉變成為法性 - a 法性 that takes 無明 is already a 法性, so nothing converts.
  it('a conversion into the piece the capturer already is, is a plain capture', () => {
    expect(at(maka({ '3c': '+BUDDHIST-SPIRIT', '3b': 'dark-spirit' }), '3c')).toContain('3b x3b');
    expect(at(maka({ '3c': '+BUDDHIST-SPIRIT', '3b': 'dark-spirit' }), '3c').join()).not.toContain('~');
    expect(at(maka({ '3c': '+TEACHING-KING', '3b': 'deva' }), '3c').join()).not.toContain('~');
  });

  it('in a double capture the last conversion piece taken decides', () => {
    const moves = at(maka({ '3c': 'LION', '3b': 'dark-spirit', '3a': 'deva' }), '3c');
    expect(moves).toContain('3a x3a,3b~teaching-king');
  });

  it('Tai: forced promotion on every capture, no conversion', () => {
    const tai = (pieces: Record<string, string>) => board(TAI, 5, pieces);
    expect(at(tai({ '3c': 'GOLD-GENERAL', '3b': 'pawn' }), '3c')).toContain('3b x3b+');
    expect(at(tai({ '3c': 'GOLD-GENERAL', '3b': 'dark-spirit' }), '3c')).toContain('3b x3b+');
    expect(at(tai({ '3c': 'GOLD-GENERAL', '3b': 'dark-spirit' }), '3c').join()).not.toContain('~');
  });
});

describe('applying moves and the end of the game', () => {
  it('applyMove promotes, records the capture, flips the turn and leaves the old position alone', () => {
    const pos = board(MAKA, 5, { '3c': 'GOLD-GENERAL', '3b': 'pawn' });
    const before = JSON.stringify(pos.board);
    const move = legalMoves(pos, parseSquare('3c', 5)!).find((m) => m.promote === true)!;
    const after = applyMove(pos, move);
    expect(after.board[parseSquare('3b', 5)!]).toEqual({ id: 'rook', side: 'black', promoted: true });
    expect(after.board[parseSquare('3c', 5)!]).toBeNull();
    expect(after.captured).toEqual([{ id: 'pawn', side: 'white', promoted: false }]);
    expect(after.turn).toBe('white');
    expect(JSON.stringify(pos.board)).toBe(before);
    expect(pos.turn).toBe('black');
  });

  it('igui leaves the Lion where it was', () => {
    const pos = board(DAI, 5, { '3c': 'LION', '3b': 'pawn' });
    const igui = legalMoves(pos).find((m) => m.from === m.to && m.captures.length === 1)!;
    const after = applyMove(pos, igui);
    expect(after.board[parseSquare('3c', 5)!]?.id).toBe('lion');
    expect(after.board[parseSquare('3b', 5)!]).toBeNull();
  });

  it('a side loses when its last royal is captured', () => {
    // Maka royals: King, Prince, Emperor. Taking the White King leaves the Prince: play goes on; taking it ends the game.
    let pos = board(MAKA, 5, { '3c': 'LION', '3b': 'king', '1a': 'prince', '5e': 'KING' });
    expect(winner(pos)).toBeNull();
    pos = applyMove(pos, legalMoves(pos).find((m) => m.to === parseSquare('3b', 5)! && m.captures.length === 1 && m.promote !== true)!);
    expect(winner(pos)).toBeNull();
    pos = { ...pos, turn: 'black' };
    pos = applyMove(pos, legalMoves(pos).find((m) => m.to === parseSquare('1a', 5)! && m.promote !== true)!);
    expect(winner(pos)).toBe('black');
  });
});
