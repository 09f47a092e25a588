/**
 * A hint in three steps, in the page's language: first the technique and where to look,
 * then the cells involved, then the step itself in words. Technique names in Japanese as Japanese solvers write
 * them. Pure, so every hint's words are tested without a browser.
 */
import {
  boxOf,
  type ChainProof,
  colOf,
  type Hint,
  rowOf,
  type Step,
  type TechniqueName,
} from '../../sudoku/index.ts';
import type { Language, Translate } from '../i18n/index.ts';
import { cellLabel } from './cellNames.ts';
import { proofWords } from './chainProof.ts';

export type HintStage = 1 | 2 | 3;

const JAPANESE: Record<TechniqueName, string> = {
  'Full House': 'フルハウス',
  'Naked Single': 'ネイキッドシングル',
  'Hidden Single': 'ヒドゥンシングル',
  Pointing: 'ポインティング',
  Claiming: 'クレーミング',
  'Naked Pair': 'ネイキッドペア',
  'Naked Triple': 'ネイキッドトリプル',
  'Naked Quad': 'ネイキッドクアッド',
  'Hidden Pair': 'ヒドゥンペア',
  'Hidden Triple': 'ヒドゥントリプル',
  'Hidden Quad': 'ヒドゥンクアッド',
  'X-Wing': 'エックスウィング',
  Swordfish: 'ソードフィッシュ',
  Jellyfish: 'ジェリーフィッシュ',
  'Finned X-Wing': 'フィン付きエックスウィング',
  'Finned Swordfish': 'フィン付きソードフィッシュ',
  Skyscraper: 'スカイスクレイパー',
  '2-String Kite': 'ツーストリングカイト',
  'Empty Rectangle': 'エンプティレクタングル',
  'XY-Wing': 'ワイウィング',
  'XYZ-Wing': 'ワイゼットウィング',
  'W-Wing': 'ダブリューウィング',
  'Simple Colors': 'シンプルカラー',
  'Unique Rectangle Type 1': 'ユニークレクタングル（型 1）',
  'BUG+1': 'バグプラスワン',
  'X-Chain': 'エックスチェーン',
  'XY-Chain': 'ワイチェーン',
  'Alternating Inference Chain': '交互推論チェーン',
  'Nice Loop': 'ナイスループ',
  'Grouped AIC': 'グループ化した交互推論チェーン',
  'Grouped Nice Loop': 'グループ化したナイスループ',
  'AIC with ALS': 'エーエルエスを含む交互推論チェーン',
  'Contradiction Forcing Chain': '矛盾フォーシングチェーン',
  'Double Forcing Chain': '二重フォーシングチェーン',
  'Cell Forcing Chain': 'マスのフォーシングチェーン',
  'Unit Forcing Chain': '列・ブロックのフォーシングチェーン',
  'Nested Forcing Chain': '入れ子のフォーシングチェーン',
  'Unique Rectangle Type 2': 'ユニークレクタングル（型 2）',
  'Unique Rectangle Type 3': 'ユニークレクタングル（型 3）',
  'Unique Rectangle Type 4': 'ユニークレクタングル（型 4）',
  'Unique Rectangle Type 5': 'ユニークレクタングル（型 5）',
  'Unique Rectangle Type 6': 'ユニークレクタングル（型 6）',
  'Hidden Rectangle': 'ヒドゥンレクタングル',
  'BUG+n': 'バグプラスエヌ',
  'Sue de Coq': 'スー・デ・コック',
  'Three Strong Links': '三本の強リンク',
  'WXYZ-Wing': 'ダブリューエックスワイゼットウィング',
  'VWXYZ-Wing': 'ブイダブリューエックスワイゼットウィング',
  'ALS-XZ': 'エーエルエス・エックスゼット',
  'ALS-XY-Wing': 'エーエルエス・ワイウィング',
  'Death Blossom': 'デスブロッサム',
  'Brute Force': '総当たり',
};

export const techniqueName = (language: Language, technique: TechniqueName): string =>
  language === 'ja' ? JAPANESE[technique] : technique;

/** The row, column or box that holds all the cells, else the cells by name. */
export function whereToLook(t: Translate, cells: readonly number[]): string {
  if (cells.length > 0) {
    const same = (of: (cell: number) => number) => cells.every((cell) => of(cell) === of(cells[0]));
    if (same(boxOf)) return t('sudoku.where.box', { n: boxOf(cells[0]) + 1 });
    if (same(rowOf)) return t('sudoku.where.row', { n: rowOf(cells[0]) + 1 });
    if (same(colOf)) return t('sudoku.where.column', { n: colOf(cells[0]) + 1 });
  }
  return t('sudoku.where.cells', { cells: cells.map(cellLabel).join(', ') });
}

/** Where a chain or forcing chain starts: the cells of its suppositions (a net may touch half the grid). */
const startingCells = (proof: ChainProof): number[] => [
  ...new Set(proof.branches.flatMap((branch) => branch.facts[0].cells ?? [branch.facts[0].cell])),
];

/** Every cell a step is about: its pattern, what it places, what it removes from. */
export function stepCells(step: Step): number[] {
  const cells = new Set([
    ...step.cells,
    ...step.placements.map((p) => p.cell),
    ...step.eliminations.map((e) => e.cell),
  ]);
  return [...cells].sort((a, b) => a - b);
}

/** The step's result in words: what it places, then what it removes, digit by digit. */
export function stepWords(t: Translate, step: Step): string {
  const sentences = step.placements.map(({ cell, digit }) =>
    t('sudoku.hint.place', { cell: cellLabel(cell), digit }),
  );
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of step.eliminations) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
  for (const [digit, cells] of byDigit)
    sentences.push(t('sudoku.hint.remove', { digit, cells: cells.map(cellLabel).join(', ') }));
  return sentences.join(' ');
}

/** What the hint panel says at a stage, and the cells it highlights. */
export function hintWords(
  t: Translate,
  language: Language,
  hint: Hint,
  stage: HintStage,
): { readonly text: string; readonly cells: readonly number[] } {
  if (hint.kind === 'solved') return { text: t('sudoku.hint.solved'), cells: [] };
  if (hint.kind === 'wrong') {
    const cells = hint.cells.map(cellLabel).join(', ');
    if (stage === 1) return { text: t('sudoku.hint.wrong'), cells: [] };
    return {
      text: t(stage === 2 ? 'sudoku.hint.wrongCells' : 'sudoku.hint.erased', { cells }),
      cells: hint.cells,
    };
  }
  const { step } = hint;
  if (stage === 1) {
    const text = t('sudoku.hint.where', {
      technique: techniqueName(language, step.technique),
      where:
        hint.where.length > 0
          ? hint.where.map((unit) => t(`sudoku.where.${unit.kind}`, { n: unit.number })).join(', ')
          : step.proof
            ? t('sudoku.where.cells', { cells: startingCells(step.proof).map(cellLabel).join(', ') })
            : whereToLook(t, step.cells),
    });
    return { text: step.technique === 'Brute Force' ? `${t('sudoku.hint.guess')} ${text}` : text, cells: [] };
  }
  if (stage === 2) return { text: t('sudoku.hint.cells'), cells: stepCells(step) };
  const result = stepWords(t, step);
  return { text: step.proof ? `${proofWords(t, step.proof)} ${result}` : result, cells: stepCells(step) };
}
