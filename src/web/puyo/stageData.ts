/**
 * The human's side as data on the stage, for tests (the canvas has no DOM to read): the tick, the pair (column,
 * row, turn) and its number, and the field as text. Written only when the tick moved, the field text only when
 * the field changed.
 */
import { Field, type MatchState, makeField } from '../../puyo/index.ts';

export class StageData {
  private described: MatchState | undefined;
  private readonly field = new Field();

  constructor(private readonly stage: HTMLElement) {}

  describe(match: MatchState): void {
    const data = this.stage.dataset;
    const tick = String(match.tick);
    if (data.tick === tick && this.described === match) return;
    this.described = match;
    const human = match.players[0];
    const piece = human.piece;
    data.tick = tick;
    data.piece = piece ? `${piece.col},${piece.row},${piece.rot}` : '';
    data.pair = String(human.nextPair);
    if (!human.field.equals(this.field) || data.field === undefined) {
      this.field.copyFrom(human.field);
      data.field = makeField(human.field);
    }
  }
}
