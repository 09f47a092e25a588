/**
 * The cells chosen on the grid and the cursor among them: a tap or an arrow key moves the cursor and chooses its
 * cell, Shift or a drag adds cells, Ctrl toggles one (never the last). Cells are numbered 0-80, row by row.
 */
export class Selection {
  private chosen = new Set<number>();

  constructor(private at = 40) {
    this.chosen.add(at);
  }

  get cells(): ReadonlySet<number> {
    return this.chosen;
  }

  get cursor(): number {
    return this.at;
  }

  /** True when `cell` is the one cell chosen. */
  isSole(cell: number): boolean {
    return this.chosen.size === 1 && this.chosen.has(cell);
  }

  /** Chooses these cells, the cursor on `cursor`. */
  set(cells: Iterable<number>, cursor: number): void {
    this.chosen = new Set(cells);
    this.at = cursor;
  }

  /** Adds `cell`, the cursor on it. */
  extend(cell: number): void {
    this.set([...this.chosen, cell], cell);
  }

  /** Adds `cell`, or takes it away unless it is the last one; the cursor goes to it. */
  toggle(cell: number): void {
    const next = new Set(this.chosen);
    if (next.has(cell) && next.size > 1) next.delete(cell);
    else next.add(cell);
    this.set(next, cell);
  }

  /** Moves the cursor by whole cells, round the edges; `extend` keeps the cells chosen. The cell it lands on. */
  move(dx: number, dy: number, extend: boolean): number {
    const row = Math.floor(this.at / 9);
    const column = this.at % 9;
    const next = ((row + dy + 9) % 9) * 9 + ((column + dx + 9) % 9);
    if (extend) this.extend(next);
    else this.set([next], next);
    return next;
  }

  /** Nothing chosen: the cell under the cursor, as if tapped. */
  ensure(): void {
    if (this.chosen.size === 0) this.set([this.at], this.at);
  }
}
