/**
 * At least one published example per technique: a position where the technique must fire, and exactly what it must
 * eliminate or place. The facts (the digits placed, the candidates removed beforehand, the expected result) come
 * from HoDoKu's regression library (reglib 1.3, by Bernhard Hobiger, which holds for each case that no other
 * instance of the technique gives a different result for those digits) and, where noted, its technique pages;
 * the positions are written here as grids of placed digits plus the pencil marks removed from the candidates
 * those digits leave. Cells are named as in the arcade: column letter a-i, row 1-9 from the top.
 *
 * Each technique's own function is asked (not the grader, which would try simpler techniques first), and the
 * step must be that technique, with exactly the published eliminations or placements and the pattern's cells.
 */
import { describe, expect, it } from 'vitest';
import { type Board, boardFromDigits, hasCandidate } from '../board.ts';
import { CELLS, UNITS } from '../grid.ts';
import { TECHNIQUES } from './index.ts';
import { type Candidate, CHAINS_AND_FORCING, type TechniqueName } from './step.ts';

interface Example {
  readonly technique: TechniqueName;
  /** Which form of the technique, where it has several. */
  readonly variant?: string;
  readonly source: string;
  /** Nine rows of placed digits, `.` for an open cell. */
  readonly grid: readonly string[];
  /** Candidates removed from what the placed digits leave, as `digit: cells`. */
  readonly removed?: readonly string[];
  readonly eliminations?: readonly string[];
  readonly placements?: readonly string[];
  /** The cells of the pattern. */
  readonly pattern: string;
  /** Words the explanation must hold (where the pattern is, as the source names it). */
  readonly says?: string;
}

const EXAMPLES: readonly Example[] = [
  {
    technique: 'Full House',
    source: 'HoDoKu regression library 1.3, 0000',
    // Row 8 has one empty cell, b8, and 1 is the digit the row lacks.
    grid: [
      '634289...',
      '875316294',
      '291754638',
      '349165872',
      '587942..6',
      '162837549',
      '758423961',
      '9.6578423',
      '423691...',
    ],
    placements: ['1: b8'],
    pattern: 'b8',
  },
  {
    technique: 'Hidden Single',
    source: 'HoDoKu regression library 1.3, 0002',
    // In box 4 the empty cells are a4, a5, a6 and c6; the 1 at a9 rules out column a, so 1 fits only in c6.
    grid: [
      '28.64...7',
      '46....2.8',
      '317928546',
      '.53..9.24',
      '.42.3.7.9',
      '.9.4...83',
      '538296471',
      '.7......2',
      '12..8...5',
    ],
    placements: ['1: c6'],
    pattern: 'c6',
  },
  {
    technique: 'Naked Single',
    source: 'HoDoKu regression library 1.3, 0003',
    // h6 sees 9, 8, 3, 6 in row 6, 2, 4, 7 in column h and 9, 4, 5, 6 in box 6: every digit but 1.
    grid: [
      '8.9.4..2.',
      '.46.1....',
      '3..9.....',
      '...1..945',
      '5.......6',
      '983..6...',
      '.....4..1',
      '....9.37.',
      '.3..7.4.9',
    ],
    placements: ['1: h6'],
    pattern: 'h6',
  },
  {
    technique: 'Pointing',
    source: 'HoDoKu regression library 1.3, 0100',
    // In box 3 the 4 can only go in g1 or g3, both in column g, so the rest of column g (g5, g6) cannot hold 4.
    grid: [
      '..5.7..13',
      '.36...752',
      '7...5..98',
      '....6.5..',
      '.6.135.7.',
      '.57.2....',
      '.2.54...7',
      '5.....84.',
      '674.8...5',
    ],
    eliminations: ['4: g5 g6'],
    pattern: 'g1 g3',
  },
  {
    technique: 'Claiming',
    source: 'HoDoKu regression library 1.3, 0101',
    // In row 3 the 2 can only go in h3 or i3, both in box 3, so the rest of box 3 (i1) cannot hold 2. Rows 1 and 2
    // come first, and their 2s (a1, d1, i1 and a2, c2, d2) lie in more than one box: they claim nothing.
    grid: [
      '.63....4.',
      '.7...6813',
      '81435....',
      '3.9521...',
      '...6.....',
      '6.17.42.9',
      '.3..62..4',
      '.268...7.',
      '.9....6..',
    ],
    removed: ['4: a5', '5: a1 a5 c5', '7: g5 i5 a9 c9', '8: c5'],
    eliminations: ['2: i1'],
    pattern: 'h3 i3',
  },
  {
    technique: 'Naked Pair',
    source: 'HoDoKu regression library 1.3, 0200',
    // b1 and i1 both hold only 1 and 6, so the other cells of row 1 (d1, e1, f1) lose 1 and 6.
    grid: [
      '7.9...34.',
      '3.274.589',
      '4859..72.',
      '.31..8497',
      '.47.9.86.',
      '.984.721.',
      '823.79.54',
      '176254938',
      '954....72',
    ],
    eliminations: ['1: d1 e1 f1', '6: d1 e1 f1'],
    pattern: 'b1 i1',
  },
  {
    technique: 'Naked Triple',
    source: 'HoDoKu regression library 1.3, 0201',
    // a9 {2,3}, b9 {2,3,5} and e9 {3,5} hold three digits between them, so h9, the other open cell of row 9 with
    // any of them, loses 2 and 3.
    grid: [
      '581263749',
      '..95786..',
      '7..194.58',
      '673912584',
      '..5.861..',
      '.18.45..6',
      '19.8.74..',
      '8.742....',
      '..46..8.7',
    ],
    eliminations: ['2: h9', '3: h9'],
    pattern: 'a9 b9 e9',
  },
  {
    technique: 'Naked Quad',
    source: 'HoDoKu regression library 1.3, 0202',
    // In box 7, c7 {4,6,7,9}, b8 {4,9}, c8 {4,7,9} and c9 {4,6,7} hold four digits between them, so a7, b7, a8, a9
    // and b9 lose 4, 6, 7 and 9.
    grid: [
      '532786...',
      '978241.6.',
      '..1953287',
      '.254..67.',
      '..3617.52',
      '7..5.....',
      '...1.....',
      '...8.51.6',
      '...3...98',
    ],
    eliminations: ['4: a7 b7 a8 a9 b9', '6: a7 b7 a9 b9', '9: b7'],
    pattern: 'c7 b8 c8 c9',
  },
  {
    technique: 'Hidden Pair',
    source: 'HoDoKu regression library 1.3, 0210',
    // In row 2, 6 and 8 fit only in a2 and i2, so those two cells hold nothing else: a2 loses 3 and 7, i2 loses 3.
    grid: [
      '...5.1...',
      '...249.1.',
      '.1.3.69.2',
      '973654821',
      '521938674',
      '486127395',
      '168495237',
      '.4..631..',
      '....12...',
    ],
    eliminations: ['3: a2 i2', '7: a2'],
    pattern: 'a2 i2',
  },
  {
    technique: 'Hidden Triple',
    source: 'HoDoKu regression library 1.3, 0211',
    // In row 1, 4, 5 and 8 fit only in b1, d1 and i1, so those cells lose their other candidates.
    grid: [
      '....23.9.',
      '82.9...5.',
      '4.9.1..2.',
      '.8.25947.',
      '.94671.85',
      '..5.3..1.',
      '..8.9.542',
      '9.2..5837',
      '547382.6.',
    ],
    eliminations: ['1: b1 i1', '6: b1 i1', '7: b1 d1'],
    pattern: 'b1 d1 i1',
  },
  {
    technique: 'Hidden Quad',
    source: 'HoDoKu regression library 1.3, 0212',
    // In row 5, 4, 5, 7 and 9 fit only in a5, b5, g5 and i5, so those cells lose 1, 2, 3 and 8.
    grid: [
      '.........',
      '..5.2....',
      '9.7...1..',
      '...94.5..',
      '.......6.',
      '...5.78.1',
      '6....5..2',
      '..43...16',
      '3.9.1..85',
    ],
    eliminations: ['1: a5 b5', '2: a5 b5 g5', '3: b5 g5 i5', '8: a5 b5'],
    pattern: 'a5 b5 g5 i5',
  },
  {
    technique: 'X-Wing',
    variant: 'base rows',
    says: 'in rows 3, 5 it lies only in columns 6, 9,',
    source: 'HoDoKu regression library 1.3, 0300',
    // Rows 3 and 5 hold their 9 only in columns f and i (f3, i3, f5, i5), so columns f and i take their 9s there:
    // the rest of columns f and i loses 9.
    grid: [
      '67.83.125',
      '18.....7.',
      '23517.8..',
      '..8.6....',
      '4.73..2..',
      '..6......',
      '793425681',
      '541698732',
      '862713594',
    ],
    eliminations: ['9: f1 f2 i2 f4 i4 f6 i6'],
    pattern: 'f3 i3 f5 i5',
  },
  {
    technique: 'X-Wing',
    variant: 'base columns',
    says: 'in columns 1, 5 it lies only in rows 2, 5,',
    source: 'HoDoKu regression library 1.3, 0300; also the X-Wing example page (bf202)',
    // Columns a and e hold their 1 only in rows 2 and 5, so rows 2 and 5 take their 1s there: the rest of rows 2
    // and 5 loses 1.
    grid: [
      '98..62753',
      '.65..3...',
      '327.5...6',
      '79..3.5..',
      '.5...9...',
      '832.45..9',
      '673591428',
      '249.87..5',
      '518.2...7',
    ],
    eliminations: ['1: d2 g2 h2 i2 c5 d5 g5 h5 i5'],
    pattern: 'a2 e2 a5 e5',
  },
  {
    technique: 'Swordfish',
    variant: 'rows 2, 4, 7',
    says: 'in rows 2, 4, 7 it lies only in columns 6, 7, 8,',
    source: 'HoDoKu regression library 1.3, 0301',
    // Rows 2, 4 and 7 hold their 9 only in columns f, g and h, so those columns take their 9s there: f5, g5, h5,
    // h6, g8, h8, f9 and h9 lose 9.
    grid: [
      '931246785',
      '685317..4',
      '472598136',
      '8531....2',
      '71......3',
      '24...38..',
      '12763...8',
      '3.4..1...',
      '5.84..3..',
    ],
    eliminations: ['9: f5 g5 h5 h6 g8 h8 f9 h9'],
    pattern: 'g2 h2 f4 g4 h4 f7 g7 h7',
  },
  {
    technique: 'Swordfish',
    variant: 'rows 2, 3, 9',
    says: 'in rows 2, 3, 9 it lies only in columns 1, 5, 8,',
    source: 'HoDoKu regression library 1.3, 0301; also the Swordfish example page (bf301)',
    // Rows 2, 3 and 9 hold their 2 only in columns a, e and h, so those columns take their 2s there: a7 and h6
    // lose 2.
    grid: [
      '16.543.7.',
      '.786.1435',
      '4358.76.1',
      '72.458.69',
      '6..912.57',
      '...376..4',
      '.16.3..4.',
      '3...8..16',
      '..71645.3',
    ],
    eliminations: ['2: h6 a7'],
    pattern: 'a2 e2 e3 h3 a9 h9',
  },
  {
    technique: 'Jellyfish',
    says: 'in rows 3, 4, 6, 7 it lies only in columns 1, 2, 5, 9,',
    source: 'HoDoKu regression library 1.3, 0302',
    // Rows 3, 4, 6 and 7 hold their 7 only in columns a, b, e and i, so those columns take their 7s in those rows.
    grid: [
      '2.......3',
      '.8..3..5.',
      '..34.21..',
      '..12.54..',
      '....9....',
      '..93.86..',
      '..25.69..',
      '.9..2..7.',
      '4.......1',
    ],
    eliminations: ['7: b1 e1 a2 i2 a5 b5 i5 b9 e9'],
    pattern: 'a3 b3 e3 i3 a4 b4 e4 i4 a6 b6 e6 i6 a7 b7 e7',
  },
  {
    technique: 'Finned X-Wing',
    says: 'in rows 3, 6 it lies in columns 3, 8 apart from the fin g6;',
    source: 'HoDoKu regression library 1.3, 0310',
    // Rows 3 and 6 hold 9 only in columns c and h, except for the fin g6. If g6 is not 9 the X-Wing removes 9 from
    // column h; if it is, box 6 loses its other 9s. Either way h4 and h5 (column h, box 6) lose 9.
    grid: [
      '.83.4926.',
      '.7...2...',
      '2....35..',
      '.....6...',
      '.57.316.2',
      '6..275...',
      '765328149',
      '39.1.4...',
      '..1..7...',
    ],
    eliminations: ['9: h4 h5'],
    pattern: 'c3 h3 c6 g6 h6',
  },
  {
    technique: 'Finned Swordfish',
    says: 'in rows 1, 3, 4 it lies in columns 3, 4, 7 apart from the fin h4;',
    source: 'HoDoKu regression library 1.3, 0311',
    // Rows 1, 3 and 4 hold 5 only in columns c, d and g, except for the fin h4; g5 is in column g and in the fin's
    // box, so it loses 5 either way.
    grid: [
      '.6.417.83',
      '31498..7.',
      '87..63914',
      '743.29..8',
      '..8346.27',
      '..6.7.349',
      '6..754831',
      '431.9.7..',
      '587631492',
    ],
    eliminations: ['5: g5'],
    pattern: 'c1 g1 c3 d3 d4 g4 h4',
  },
  {
    technique: 'Skyscraper',
    source: 'HoDoKu regression library 1.3, 0400; also the Skyscraper example page (sk01)',
    // Columns f and i hold 1 only at f1, f5 and i3, i5; f5 and i5 share row 5, so at most one of them is 1 and one
    // of f1, i3 is. g1, h1, d3 and e3 see both f1 and i3.
    grid: [
      '697.....2',
      '..1972.63',
      '..3..679.',
      '912...6.7',
      '37426.95.',
      '8657.9.24',
      '148693275',
      '7.9.24..6',
      '..68.7..9',
    ],
    eliminations: ['1: g1 h1 d3 e3'],
    pattern: 'f1 f5 i3 i5',
  },
  {
    technique: '2-String Kite',
    source: 'HoDoKu regression library 1.3, 0401',
    // Row 2 holds 3 only at a2, f2; column e only at e3, e8; f2 and e3 share box 2, so one of a2, e8 is 3, and a8
    // sees both.
    grid: [
      '156874932',
      '.4762.185',
      '28....476',
      '....8.59.',
      '73....618',
      '8.5...32.',
      '........3',
      '.7.5...49',
      '....487.1',
    ],
    eliminations: ['3: a8'],
    pattern: 'a2 f2 e3 e8',
  },
  {
    technique: 'Empty Rectangle',
    source: 'HoDoKu regression library 1.3, 0402',
    // Box 4 holds 2 only on row 5 and column c (c4, a5, c5); column d holds 2 only at d5 and d9. If d9 is not 2, d5
    // is, so the 2 of box 4 is c4 and c9 cannot be 2; if d9 is 2, c9 (same row) is not.
    grid: [
      '724956138',
      '168423597',
      '935718624',
      '5..3..81.',
      '.4..8175.',
      '.81.7.24.',
      '.13....72',
      '...1...85',
      '.5...7.61',
    ],
    eliminations: ['2: c9'],
    pattern: 'c4 a5 c5 d5 d9',
  },
  {
    technique: 'Simple Colors',
    variant: 'trap',
    source: 'HoDoKu regression library 1.3, 0500',
    // The conjugate pairs of 1 (c1-e1 in row 1, e1-e8 in column e, e1-f2 in box 2, d7-e8 in box 8, d4-d7 in
    // column d, d7-i7 in row 7, i3-i7 in column i) colour e1, d7, i3 one way and c1, e8, f2, d4, i7 the other; one
    // colour is true, so g2, h2, b3 and c3, which see both colours, lose 1.
    grid: [
      '23.7.6895',
      '59728...6',
      '6..935.7.',
      '3.6.9.5.7',
      '75.36...9',
      '4.957.683',
      '872.5396.',
      '9456.7..8',
      '1638.975.',
    ],
    removed: ['4: i3'],
    eliminations: ['1: g2 h2 b3 c3'],
    pattern: 'c1 e8 f2 i7 d4 e1 d7 i3',
  },
  {
    technique: 'Simple Colors',
    variant: 'wrap',
    source: 'HoDoKu regression library 1.3, 0501',
    // Colouring the conjugate pairs of 1, d1 and e2 get the same colour and share box 2: that colour is false, and
    // all its cells lose 1.
    grid: [
      '548..3...',
      '.674.9835',
      '9..8576..',
      '.9..38257',
      '3..57.4..',
      '875294163',
      '689745312',
      '...9..5..',
      '.513.2...',
    ],
    eliminations: ['1: d1 i1 e2 b3 a4 f5 e8'],
    pattern: 'a2 d4 b5 i3 f8 e2 a4 b3 d1 f5 i1 e8',
  },
  {
    technique: 'Unique Rectangle Type 1',
    source: 'HoDoKu regression library 1.3, 0600-1',
    // i2, g9 and i9 hold only 2 and 3, in two boxes; if g2 were 2 or 3 the four corners could swap their digits
    // and the puzzle would have two solutions, so g2 loses 2 and 3.
    grid: [
      '47.3..1.8',
      '85.4...9.',
      '39.86.4.7',
      '13428.5.9',
      '2851...34',
      '967534..1',
      '628713945',
      '513942..6',
      '749658.1.',
    ],
    eliminations: ['2: g2', '3: g2'],
    pattern: 'g2 i2 g9 i9',
  },
  {
    technique: 'BUG+1',
    source: 'HoDoKu regression library 1.3, 0610',
    // Every open cell but c7 has two candidates; c7 holds 3, 4 and 6, and 4 is the one that appears three times in
    // row 7 (b7, c7, h7). HoDoKu removes 3 and 6 from c7, which leaves 4: the engine places it.
    grid: [
      '.9.613.84',
      '...257139',
      '3.18492..',
      '968571423',
      '437926815',
      '1..384...',
      '...192..8',
      '..9435671',
      '51.768..2',
    ],
    placements: ['4: c7'],
    pattern: 'c7',
  },
  {
    technique: 'X-Chain',
    source: 'HoDoKu regression library 1.3, 0701',
    // 7: b1 = i1 (row 1) - h2 (box 3) = h7 (column h) - c7 (row 7) = c4 (column c). One of the ends b1, c4 is 7, and
    // b4 sees both.
    grid: [
      '3.452..8.',
      '..6.9....',
      '.5..7.3..',
      '...689.23',
      '...734...',
      '.631527..',
      '.1.96....',
      '..9.4..6.',
      '6.8217..5',
    ],
    eliminations: ['7: b4'],
    pattern: 'b1 i1 h2 h7 c7 c4',
  },
  {
    technique: 'XY-Chain',
    source: 'HoDoKu regression library 1.3, 0702',
    // i5 {3,7} - a5 {6,7} - a9 {1,6} - g9 {1,3}: if i5 is not 3 it is 7, so a5 is 6, a9 is 1 and g9 is 3. One of i5,
    // g9 is 3, and g5, g6, i8, i9 see both.
    grid: [
      '586719234',
      '217348596',
      '349652781',
      '895473612',
      '..19.5.4.',
      '4....1.5.',
      '..4.36.28',
      '.....746.',
      '....94.7.',
    ],
    eliminations: ['3: g5 g6 i8 i9'],
    pattern: 'i5 a5 a9 g9',
  },
  {
    technique: 'XY-Wing',
    source: 'HoDoKu regression library 1.3, 0800; also the XY-Wing example page (xy02)',
    // The pivot a4 {1,6} sees d4 {1,9} and b5 {6,9}: whichever digit a4 takes, d4 or b5 is 9, so the cells seeing
    // both (b4, c4, d5, e5, f5) lose 9.
    grid: [
      '714.6.538',
      '8..453..7',
      '356718429',
      '....24.85',
      '4.....3.2',
      '285376941',
      '978631254',
      '.....7..6',
      '........3',
    ],
    eliminations: ['9: b4 c4 d5 e5 f5'],
    pattern: 'a4 d4 b5',
  },
  {
    technique: 'XYZ-Wing',
    source: 'HoDoKu regression library 1.3, 0801',
    // d3 {4,6,7} sees d2 {6,7} and g3 {4,6}: one of the three is 6, and e3, f3 see all three.
    grid: [
      '673.8.2.9',
      '514.92..3',
      '982.....5',
      '167359..2',
      '8.9.1.536',
      '..58..791',
      '..614.928',
      '..1..8354',
      '..8...167',
    ],
    eliminations: ['6: e3 f3'],
    pattern: 'd2 d3 g3',
  },
  {
    technique: 'W-Wing',
    source: 'HoDoKu regression library 1.3, 0803; also the W-Wing example page (w02)',
    // i1 and g8 both hold {1,4}; column c holds 1 only at c1 (seeing i1) and c8 (seeing g8), so one of i1, g8 is
    // not 1, hence 4: the cells seeing both (g1, g2, g3, i8, i9) lose 4.
    grid: [
      '6..95..7.',
      '..9.2....',
      '.58.31...',
      '164389752',
      '...175946',
      '597246..8',
      '925417683',
      '...562...',
      '..6893...',
    ],
    eliminations: ['4: g1 g2 g3 i8 i9'],
    pattern: 'i1 g8 c1 c8',
  },
  // The patterns past expert.
  {
    technique: 'Unique Rectangle Type 2',
    source: 'HoDoKu regression library 1.3, 0601-1 (first case)',
    // a9, b9 hold only 3 and 4; a3, b3 hold 3, 4 and 7: one of a3, b3 is 7, and row 3 and box 1 lose their other 7s.
    grid: [
      '.9..5264.',
      '6..48..53',
      '..5..628.',
      '...8....4',
      '.1..4....',
      '..4.27...',
      '.....3418',
      '186574392',
      '..9218576',
    ],
    eliminations: ['7: a1 b2 c1 c2 d3 i3'],
    pattern: 'a3 b3 a9 b9',
  },
  {
    technique: 'Unique Rectangle Type 3',
    source: 'HoDoKu regression library 1.3, 0602-1 (second case)',
    // b4, b6 hold only 1 and 5; the roofs h4, h6 add 4, 6 and 9, which with h1 and h2 make a naked triple in
    // column h.
    grid: [
      '.827351..',
      '.75.623.8',
      '.364..275',
      '3.982....',
      '6245.1.83',
      '8.7.4...2',
      '79.6...2.',
      '26....8..',
      '54.2....7',
    ],
    eliminations: ['4: h8', '6: h9', '9: h8 h9'],
    pattern: 'b4 h4 b6 h6 h1 h2',
  },
  {
    technique: 'Unique Rectangle Type 4',
    source: 'HoDoKu regression library 1.3, 0603-1 (first case)',
    // b9, c9 hold only 1 and 4; in row 2, 4 goes only in the roofs b2, c2, so neither is 1.
    grid: [
      '..94.638.',
      '...3.956.',
      '.6.8.7149',
      '...294631',
      '.2.568974',
      '496173258',
      '958732416',
      '732641895',
      '6..985723',
    ],
    eliminations: ['1: b2 c2'],
    pattern: 'b2 c2 b9 c9',
  },
  {
    technique: 'Unique Rectangle Type 5',
    source: 'HoDoKu regression library 1.3, 0604-1 (second case)',
    // a6 holds only 2 and 7; b6, a7, b7 hold 2, 7 and 3: one of them is 3, and b8 sees all three.
    grid: [
      '..8..4725',
      '562837941',
      '....25368',
      '659281473',
      '814379652',
      '...546189',
      '....185.4',
      '9....28.7',
      '.8...32.6',
    ],
    removed: ['3: a6'],
    eliminations: ['3: b8'],
    pattern: 'a6 b6 a7 b7',
  },
  {
    technique: 'Unique Rectangle Type 6',
    source: 'HoDoKu regression library 1.3, 0605-1 (first case)',
    // g7, e8 hold only 6 and 7; in rows 7, 8 and columns e, g, 6 lies only on the corners: not on e7 and g8.
    grid: [
      '17328..64',
      '4..136...',
      '6.8...231',
      '934751826',
      '7..628493',
      '286394157',
      '5.9..3...',
      '34.......',
      '867512349',
    ],
    eliminations: ['6: e7 g8'],
    pattern: 'e7 g7 e8 g8',
  },
  {
    technique: 'Hidden Rectangle',
    source: 'HoDoKu regression library 1.3, 0606-1 (first case)',
    // d9 holds only 3 and 9; in row 6 and column f, 3 lies only on the corners: f6 is not 9.
    grid: [
      '394682157',
      '618735429',
      '5274..368',
      '153.47..6',
      '47.568.31',
      '86....745',
      '7368.4..2',
      '945.....3',
      '281.....4',
    ],
    eliminations: ['9: f6'],
    pattern: 'd6 f6 d9 f9',
  },
  {
    technique: 'ALS-XZ',
    variant: 'singly linked',
    source: 'HoDoKu regression library 1.3, 0901-1 (first case)',
    // d1, f1, e2 (1 3 5 8) and h1, i1, h3 (3 5 8 9), restricted common 5: 3 is in one of them, g2 sees all their 3s.
    grid: [
      '.24.6.7..',
      '5.74.9.1.',
      '....7....',
      '..5.94871',
      '47.6.85.3',
      '..8..7.6.',
      '7......46',
      '.46..3.57',
      '.5.7461..',
    ],
    removed: ['1: d3', '2: a9 d7 e2 g3 h3 i3 i6', '3: b7 d1', '8: a9 i1 i3', '9: b7 c7 g3 h3 i9'],
    eliminations: ['3: g2'],
    pattern: 'd1 f1 e2 h1 i1 h3',
  },
  {
    technique: 'ALS-XZ',
    variant: 'doubly linked',
    source: 'HoDoKu regression library 1.3, 0901-2 (case 12357)',
    // e7, f7, g7, i7 (1 3 5 7 9) and d2, d3, d8, d9 (2 3 6 7 9) with restricted commons 3 and 7: both sets are locked.
    grid: [
      '9..17....',
      '4.1....7.',
      '.7...31..',
      '14...6.98',
      '.9248173.',
      '38.5.....',
      '..48...2.',
      '......6.7',
      '....6...3',
    ],
    removed: ['7: c9'],
    eliminations: ['1: b7', '2: d4', '3: e8', '5: a7 b7', '7: f9'],
    pattern: 'e7 f7 g7 i7 d2 d3 d8 d9',
  },
  {
    technique: 'ALS-XY-Wing',
    source: 'HoDoKu regression library 1.3, 0902-1 (first case)',
    // Pivot f3 (6 8), wings e3, e6 (7 8 9) by 8 and h1, h2, g3, h3, i3 (3 4 5 6 7 9) by 6: 7 is in a wing.
    grid: [
      '8...43..1',
      '.31.57..8',
      '.721.....',
      '.9351....',
      '..5....1.',
      '18.3.....',
      '.....1.67',
      '..7..91..',
      '318765924',
    ],
    removed: ['2: d5 d7 d8 e5 e6 g4 g5 g6', '4: a4 a5 a7 a8 d5', '8: d5 e7 e8'],
    eliminations: ['7: h6'],
    pattern: 'f3 e3 e6 h1 h2 g3 h3 i3',
  },
  {
    technique: 'Sue de Coq',
    source: 'HoDoKu regression library 1.3, 1101 (first case)',
    // a1, b1 (3 4 5 7) where row 1 crosses box 1, with d1, g1 (2 3 5) in the row and a2 (4 7) in the box.
    grid: [
      '..8..6.91',
      '.6213958.',
      '19...8...',
      '...762819',
      '276891435',
      '819453726',
      '934627158',
      '.21985...',
      '.8.3149.2',
    ],
    eliminations: ['7: c3'],
    pattern: 'a1 b1 d1 g1 a2',
  },
];

/** `e4` -> cell 39 (column e, row 4). */
function cellOf(name: string): number {
  if (!/^[a-i][1-9]$/.test(name)) throw new Error(`${name} is not a cell name`);
  return (Number(name[1]) - 1) * 9 + name.charCodeAt(0) - 97;
}

const nameOf = (cell: number): string => `${String.fromCharCode(97 + (cell % 9))}${Math.floor(cell / 9) + 1}`;

/** `['1: d2 g2', '6: c5']` -> the candidates, sorted by digit then cell. */
function candidates(lists: readonly string[] = []): Candidate[] {
  return lists
    .flatMap((list) => {
      const [digit, cells] = list.split(':');
      return cells
        .trim()
        .split(/\s+/)
        .map((name) => ({ cell: cellOf(name), digit: Number(digit) }));
    })
    .sort((a, b) => a.digit - b.digit || a.cell - b.cell);
}

const sorted = (list: readonly Candidate[]): Candidate[] =>
  list.map(({ cell, digit }) => ({ cell, digit })).sort((a, b) => a.digit - b.digit || a.cell - b.cell);

function position(example: Example): Board {
  const text = example.grid.join('');
  if (example.grid.length !== 9 || text.length !== CELLS)
    throw new Error(`${example.technique}: not a 9x9 grid`);
  const board = boardFromDigits(Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch))));
  for (const { cell, digit } of candidates(example.removed)) {
    // A removal that removes nothing would be a typo in the example.
    expect(hasCandidate(board, cell, digit), `${digit} at ${nameOf(cell)}`).toBe(true);
    board.cands[cell] &= ~(1 << (digit - 1));
  }
  return board;
}

const describeResult = (example: Example): string =>
  [
    ...(example.placements ?? []).map((p) => `places ${p.replace(':', ' at')}`),
    ...(example.eliminations ?? []).map((e) => `removes ${e.replace(':', ' from')}`),
  ].join('; ');

const SUBSET_SIZE: Record<string, number> = { Pair: 2, Triple: 3, Quad: 4 };

/** The techniques whose pattern lives in units (a row, column or box, or a fish's base lines). */
const IN_UNITS = new Set<TechniqueName>([
  'Full House',
  'Hidden Single',
  'Pointing',
  'Claiming',
  'Naked Pair',
  'Naked Triple',
  'Naked Quad',
  'Hidden Pair',
  'Hidden Triple',
  'Hidden Quad',
  'X-Wing',
  'Swordfish',
  'Jellyfish',
  'W-Wing',
  'Unique Rectangle Type 3',
  'Unique Rectangle Type 4',
  'ALS-XZ',
  'ALS-XY-Wing',
  'Sue de Coq',
]);

describe('each technique on a published example', () => {
  for (const example of EXAMPLES) {
    const name = example.variant ? `${example.technique} (${example.variant})` : example.technique;
    it(`${name}: ${describeResult(example)}`, () => {
      const technique = TECHNIQUES.find((t) => t.name === example.technique);
      if (!technique) throw new Error(`no technique ${example.technique}`);
      const step = technique.find(position(example));
      expect(step?.technique).toBe(example.technique);
      expect(sorted(step?.eliminations ?? [])).toEqual(candidates(example.eliminations));
      expect(sorted(step?.placements ?? [])).toEqual(candidates(example.placements));
      expect([...new Set(step?.cells.map(nameOf))].sort()).toEqual(example.pattern.split(' ').sort());
      // The digits the pattern is about hold each digit the step places or removes; a hidden subset's are the
      // digits it keeps, and it removes the others.
      const changed = [...(step?.placements ?? []), ...(step?.eliminations ?? [])].map((c) => c.digit);
      for (const digit of changed)
        expect(step?.digits.includes(digit)).toBe(!/^Hidden (Pair|Triple|Quad)$/.test(example.technique));
      // A pair is about 2 digits, a triple 3, a quad 4.
      const size = SUBSET_SIZE[example.technique.split(' ')[1]];
      if (/^(Naked|Hidden) /.test(example.technique) && size) expect(step?.digits).toHaveLength(size);
      // Where the player should look: each unit the step names holds a cell of its pattern, and the techniques that
      // work inside units name theirs.
      for (const unit of step?.units ?? [])
        expect(UNITS[unit].some((cell) => step?.cells.includes(cell))).toBe(true);
      if (IN_UNITS.has(example.technique)) expect(step?.units.length).toBeGreaterThan(0);
      // The words a player reads name every cell the step fills or clears, and its digits.
      const said = step?.explanation ?? '';
      if (example.says) expect(said).toContain(example.says);
      for (const { cell, digit } of [...(step?.placements ?? []), ...(step?.eliminations ?? [])]) {
        expect(said).toContain(nameOf(cell));
        expect(said).toContain(String(digit));
      }
    });
  }

  // The same position seen transposed (rows become columns), and maybe with every digit d renamed 10 - d, is the
  // same puzzle to a player: the technique must find the same step, transposed and renamed.
  const transposeName = (name: string): string =>
    `${String.fromCharCode(96 + Number(name[1]))}${name.charCodeAt(0) - 96}`;
  const transformed = (example: Example, rename: (digit: number) => number): Example => {
    const transformList = (lists: readonly string[] | undefined) =>
      lists?.map((list) => {
        const [digit, cells] = list.split(':');
        return `${rename(Number(digit))}: ${cells.trim().split(/\s+/).map(transposeName).join(' ')}`;
      });
    return {
      ...example,
      grid: example.grid.map((_, r) =>
        example.grid
          .map((row) => row[r])
          .map((ch) => (ch === '.' ? ch : String(rename(Number(ch)))))
          .join(''),
      ),
      removed: transformList(example.removed),
      eliminations: transformList(example.eliminations),
      placements: transformList(example.placements),
      pattern: example.pattern.split(' ').map(transposeName).join(' '),
    };
  };
  // Positions that hold other instances of the technique too (for other digits or lines): a technique reports the
  // first it meets, and transposing or renaming changes which that is, so there only a step of the technique is
  // asked for.
  const SEVERAL_TRANSPOSED = new Set(['Swordfish (rows 2, 3, 9)', 'Jellyfish', 'Finned Swordfish']);
  const SEVERAL = new Set([...SEVERAL_TRANSPOSED, 'Pointing', 'Empty Rectangle']);
  const transforms = [
    ['transposed', (digit: number) => digit, SEVERAL_TRANSPOSED],
    ['transposed and with digits renamed d -> 10 - d', (digit: number) => 10 - digit, SEVERAL],
  ] as const;
  for (const [how, rename, several] of transforms) {
    for (const example of EXAMPLES) {
      const name = example.variant ? `${example.technique} (${example.variant})` : example.technique;
      it(`${name}, ${how}: the same step, moved the same way`, () => {
        const moved = transformed(example, rename);
        const technique = TECHNIQUES.find((t) => t.name === example.technique);
        const step = technique?.find(position(moved));
        expect(step?.technique).toBe(example.technique);
        if (several.has(name)) return;
        for (const unit of step?.units ?? [])
          expect(UNITS[unit].some((cell) => step?.cells.includes(cell))).toBe(true);
        expect(sorted(step?.eliminations ?? [])).toEqual(candidates(moved.eliminations));
        expect(sorted(step?.placements ?? [])).toEqual(candidates(moved.placements));
        expect([...new Set(step?.cells.map(nameOf))].sort()).toEqual(moved.pattern.split(' ').sort());
      });
    }
  }

  it('covers every technique of the grader', () => {
    // The chains and forcing chains are checked on hand-made positions and against the solver instead
    // (aic.test.ts, forcing.test.ts): HoDoKu's library holds their results, not the chains a search must find.
    // HoDoKu has no BUG+n (bugPlusN.test.ts works it on BUG states written out), nor Sukaku Explainer's WXYZ- and
    // VWXYZ-Wings (alsWings.test.ts; HoDoKu finds them as ALS-XZ, whose examples are here) and three strong links
    // (threeLinks.test.ts; HoDoKu's X-Chain). Death Blossom is checked on hand-made stems and against a slow
    // reading of its rule (deathBlossom.test.ts).
    const covered = new Set<TechniqueName>([
      ...EXAMPLES.map((e) => e.technique),
      ...CHAINS_AND_FORCING,
      'BUG+n',
      'Three Strong Links',
      'WXYZ-Wing',
      'VWXYZ-Wing',
      'Death Blossom',
    ]);
    expect(TECHNIQUES.map((t) => t.name).filter((name) => !covered.has(name))).toEqual([]);
  });
});
