/**
 * The simulator's next pairs on their way to the field: the pair to place shown above the field at its column and
 * turn, moved and turned with the engine's own moves (wall kicks included) and the match's keys, or placed by
 * clicking a column of the strip. The pairs after it are listed. Where it lands is for the page to work out.
 */
import {
  CELL_CHARS,
  CHILD_DX,
  Field,
  fits,
  type Pair,
  type PiecePosition,
  SPAWN_COLUMN,
  SPAWN_ROW,
  tryRotate,
  tryShift,
} from '../../../puyo/index.ts';
import type { Translate } from '../../i18n/index.ts';
import { h } from '../../shell/dom.ts';

/** Moves are checked on an empty field: above the stack, only the walls stop the pair. */
const OPEN = new Field();

export class PairPlacer {
  /** The strip of columns, above the field. */
  readonly strip: HTMLElement;
  /** Which pair is to place, the pairs after it and the keys, for the side panel. */
  readonly info: HTMLElement;
  private readonly label: HTMLElement;
  private readonly after: HTMLElement;
  private pairs: Pair[] = [];
  private placed = 0;
  private piece: PiecePosition = { col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0 };

  constructor(
    private readonly t: Translate,
    help: string,
    place: (col: number) => void,
  ) {
    this.strip = h('div', { class: 'sim-strip', role: 'group', 'aria-label': t('sim.pair.strip') });
    for (let col = 0; col < 6; col++) {
      const button = h(
        'button',
        {
          type: 'button',
          class: 'sim-drop',
          'data-col': col,
          'aria-label': t('sim.pair.dropAt', { col: col + 1 }),
        },
        h('span', { 'data-slot': 'top' }),
        h('span', { 'data-slot': 'bottom' }),
      );
      button.addEventListener('click', () => place(col));
      this.strip.append(button);
    }
    this.label = h('p', { class: 'sim-pair-label' });
    this.after = h('p', { class: 'sim-pair-after muted' });
    this.info = h('div', { class: 'sim-placer' }, this.label, this.after, h('p', { class: 'muted' }, help));
    this.show();
  }

  /** New pairs to place, the first at the spawn point. */
  set(pairs: readonly Pair[]): void {
    this.pairs = [...pairs];
    this.placed = 0;
    this.reset();
  }

  get current(): Pair | undefined {
    return this.pairs[this.placed];
  }

  /** The pairs not placed yet, the current first (what a shared link keeps). */
  get remaining(): readonly Pair[] {
    return this.pairs.slice(this.placed);
  }

  get position(): { readonly col: number; readonly rot: number } {
    return this.piece;
  }

  shift(dx: 1 | -1): void {
    tryShift(OPEN, this.piece, dx);
    this.show();
  }

  rotate(dir: 1 | -1): void {
    tryRotate(OPEN, this.piece, dir);
    this.show();
  }

  /** Puts the pivot in `col` keeping the turn (pushed from a wall when the other puyo would leave the field). */
  moveTo(col: number): void {
    const { rot } = this.piece;
    this.piece.col = fits(OPEN, col, SPAWN_ROW, rot) ? col : col - CHILD_DX[rot];
    this.show();
  }

  /** The current pair was placed: the next one comes to the spawn point. */
  next(): void {
    this.placed++;
    this.reset();
  }

  private reset(): void {
    this.piece = { col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0 };
    this.show();
  }

  private show(): void {
    const { t } = this;
    const pair = this.current;
    const { col, rot } = this.piece;
    const childCol = col + CHILD_DX[rot];
    for (const button of this.strip.children as HTMLCollectionOf<HTMLButtonElement>) {
      const at = Number(button.dataset.col);
      const [top, bottom] = button.children as HTMLCollectionOf<HTMLElement>;
      let upper = 0;
      let lower = 0;
      if (pair && at === col) {
        if (rot === 0) [upper, lower] = [pair.child, pair.pivot];
        else if (rot === 2) [upper, lower] = [pair.pivot, pair.child];
        else lower = pair.pivot;
      } else if (pair && at === childCol) lower = pair.child;
      top.dataset.cell = String(upper);
      bottom.dataset.cell = String(lower);
      button.disabled = !pair;
    }
    this.strip.dataset.piece = pair ? `${col},${rot}` : '';
    this.label.textContent = pair
      ? t('sim.pair.current', { n: this.placed + 1, total: this.pairs.length })
      : t('sim.pair.none');
    const later = this.pairs.slice(this.placed + 1);
    this.after.textContent =
      later.length > 0
        ? t('sim.pair.after', {
            pairs: later.map((p) => CELL_CHARS[p.pivot] + CELL_CHARS[p.child]).join(' '),
          })
        : '';
  }
}
