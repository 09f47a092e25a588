/**
 * Turns mouse, touch and keyboard input on the board into player actions, as minesweeper players expect:
 * - mouse: left release opens (on a number it chords), right press flags, both buttons (or the middle one)
 *   chord on release; the cells about to open are shown pressed while a button is held; Ctrl+wheel zooms.
 * - touch: a tap opens (in flag mode the engine turns it into a flag), a long press flags; dragging scrolls.
 * - keyboard: arrows move a visible cursor (Shift: 5 cells), Space or Enter opens, F flags, C chords.
 */
import type { BoardView, CellPoint } from './boardView.ts';

export interface BoardActions {
  open(cell: CellPoint): void;
  flag(cell: CellPoint): void;
  chord(cell: CellPoint): void;
  /** Cell pressed with the mouse (and whether as a chord), or null when released or moved off. */
  preview(cell: CellPoint | null, chord: boolean): void;
  cursorMoved(cell: CellPoint): void;
  /** False while the board is read-only (game over, replay). */
  readonly active: boolean;
}

const LEFT = 1;
const RIGHT = 2;
const MIDDLE = 4;
const LONG_PRESS_MS = 380;
const TAP_SLOP_PX = 10;

export class BoardInput {
  private buttons = 0;
  private chording = false;
  private chordDone = false;
  private touch: {
    id: number;
    x: number;
    y: number;
    cell: CellPoint;
    timer: number;
    flagged: boolean;
  } | null = null;
  private cursor: CellPoint = { x: 0, y: 0 };
  private readonly cleanup: (() => void)[] = [];

  constructor(
    private readonly view: BoardView,
    private readonly actions: BoardActions,
  ) {
    const element = view.element;
    this.listen(element, 'pointerdown', (event) => this.pointerDown(event as PointerEvent));
    this.listen(element, 'pointermove', (event) => this.pointerMove(event as PointerEvent));
    this.listen(element, 'pointerup', (event) => this.pointerUp(event as PointerEvent));
    this.listen(element, 'pointercancel', () => this.cancel());
    this.listen(element, 'contextmenu', (event) => event.preventDefault());
    this.listen(element, 'keydown', (event) => this.keyDown(event as KeyboardEvent));
    this.listen(element, 'wheel', (event) => this.wheel(event as WheelEvent), { passive: false });
  }

  destroy(): void {
    for (const undo of this.cleanup) undo();
    this.cancel();
  }

  setCursor(cell: CellPoint): void {
    this.cursor = cell;
  }

  private listen(
    target: EventTarget,
    type: string,
    handler: (event: Event) => void,
    options?: AddEventListenerOptions,
  ) {
    target.addEventListener(type, handler, options);
    this.cleanup.push(() => target.removeEventListener(type, handler, options));
  }

  private pointerDown(event: PointerEvent): void {
    if (event.pointerType === 'touch') {
      this.touchDown(event);
      return;
    }
    this.view.setCursorVisible(false);
    this.mouseButtons(event);
  }

  private pointerMove(event: PointerEvent): void {
    if (event.pointerType === 'touch') {
      this.touchMove(event);
      return;
    }
    // A second button pressed while one is held arrives as a move with new `buttons` (pointer events chording).
    if (event.buttons !== this.buttons) {
      this.mouseButtons(event);
      return;
    }
    if (this.buttons & (LEFT | MIDDLE))
      this.actions.preview(this.view.cellAt(event.clientX, event.clientY), this.chording);
  }

  private pointerUp(event: PointerEvent): void {
    if (event.pointerType === 'touch') {
      this.touchUp(event);
      return;
    }
    this.mouseButtons(event);
  }

  private mouseButtons(event: PointerEvent): void {
    const now = event.buttons & (LEFT | RIGHT | MIDDLE);
    const pressed = now & ~this.buttons;
    const released = this.buttons & ~now;
    this.buttons = now;
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (pressed) {
      if ((now & (LEFT | RIGHT)) === (LEFT | RIGHT) || pressed & MIDDLE) this.chording = true;
      else if (pressed & RIGHT && this.actions.active && cell) this.actions.flag(cell);
      if (now & (LEFT | MIDDLE)) this.actions.preview(cell, this.chording);
      if (pressed & MIDDLE) event.preventDefault(); // no autoscroll or paste on Linux
    }
    if (released) {
      if (this.chording) {
        if (!this.chordDone && cell && this.actions.active) this.actions.chord(cell);
        this.chordDone = true;
      } else if (released & LEFT && cell && this.actions.active) {
        this.actions.open(cell);
      }
      if (now === 0) {
        this.chording = false;
        this.chordDone = false;
      }
      this.actions.preview(now & LEFT && !this.chordDone ? cell : null, this.chording && !this.chordDone);
    }
  }

  private touchDown(event: PointerEvent): void {
    if (this.touch) {
      this.cancel(); // a second finger: pinch or scroll, not a tap
      return;
    }
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    const timer = window.setTimeout(() => {
      if (!this.touch || !this.actions.active) return;
      this.touch.flagged = true;
      navigator.vibrate?.(25);
      this.actions.flag(this.touch.cell);
    }, LONG_PRESS_MS);
    this.touch = { id: event.pointerId, x: event.clientX, y: event.clientY, cell, timer, flagged: false };
  }

  private touchMove(event: PointerEvent): void {
    const touch = this.touch;
    if (!touch || touch.id !== event.pointerId) return;
    if (Math.hypot(event.clientX - touch.x, event.clientY - touch.y) > TAP_SLOP_PX) this.cancel();
  }

  private touchUp(event: PointerEvent): void {
    const touch = this.touch;
    if (!touch || touch.id !== event.pointerId) return;
    clearTimeout(touch.timer);
    this.touch = null;
    if (!touch.flagged && this.actions.active) this.actions.open(touch.cell);
  }

  private cancel(): void {
    if (this.touch) clearTimeout(this.touch.timer);
    this.touch = null;
    this.buttons = 0;
    this.chording = false;
    this.chordDone = false;
    this.actions.preview(null, false);
  }

  private keyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
      Home: [-Infinity, 0],
      End: [Infinity, 0],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
      this.cursor = {
        x: clamp(this.cursor.x + delta[0], this.view.boardWidth),
        y: clamp(this.cursor.y + delta[1], this.view.boardHeight),
      };
      this.view.setCursorVisible(true);
      this.view.setCursor(this.cursor);
      this.view.revealCell(this.cursor);
      this.actions.cursorMoved(this.cursor);
      return;
    }
    const key = event.key.toLowerCase();
    const act =
      key === ' ' || key === 'enter' ? 'open' : key === 'f' ? 'flag' : key === 'c' ? 'chord' : undefined;
    if (!act) return;
    event.preventDefault();
    this.view.setCursorVisible(true);
    this.view.setCursor(this.cursor);
    if (this.actions.active) this.actions[act](this.cursor);
  }

  private wheel(event: WheelEvent): void {
    if (!event.ctrlKey && !event.metaKey) return; // a plain wheel scrolls the board
    event.preventDefault();
    const factor = event.deltaY < 0 ? 1.15 : 1 / 1.15;
    this.view.setCellSize(this.view.cellSize * factor, event);
  }
}
