/**
 * Mouse, pen and touch on the grid, all as pointer events. A press on a cell selects it, and dragging on from there
 * selects the cells passed over; Ctrl, Cmd or Shift adds a cell to the selection instead. On the cell already
 * selected alone, two ways: a tap counts its digit up (empty, 1, ..., 9, empty), and a press dragged
 * sideways picks a digit by the distance dragged, the digit previewed in the cell until the pointer is released.
 */
import type { GridView } from './gridView.ts';

/** Pixels dragged sideways per digit. */
export const PICK_STEP_PX = 20;

export interface PointerActions {
  /** True when `cell` is the only cell selected (a press on it taps or picks instead of selecting). */
  isSoleSelection(cell: number): boolean;
  select(cell: number): void;
  extend(cell: number): void;
  toggle(cell: number): void;
  tap(cell: number): void;
  preview(cell: number, digit: number | undefined): void;
  pick(cell: number, digit: number): void;
}

type Gesture =
  | { readonly kind: 'select'; readonly pointer: number }
  | {
      readonly kind: 'pick';
      readonly pointer: number;
      readonly cell: number;
      readonly x: number;
      digit?: number;
    };

/** The digit picked after dragging `distance` pixels sideways; undefined before the first step. */
export function pickedDigit(distance: number, dragged: boolean): number | undefined {
  const steps = Math.floor(Math.abs(distance) / PICK_STEP_PX);
  if (steps === 0 && !dragged) return undefined;
  return Math.min(9, steps);
}

export class PointerInput {
  private gesture: Gesture | undefined;
  private readonly listeners: [string, (event: PointerEvent) => void][] = [
    ['pointerdown', (event) => this.down(event)],
    ['pointermove', (event) => this.move(event)],
    ['pointerup', (event) => this.up(event)],
    ['pointercancel', (event) => this.cancel(event)],
  ];

  constructor(
    private readonly grid: GridView,
    private readonly actions: PointerActions,
  ) {
    for (const [type, listener] of this.listeners)
      grid.element.addEventListener(type, listener as EventListener);
  }

  destroy(): void {
    for (const [type, listener] of this.listeners)
      this.grid.element.removeEventListener(type, listener as EventListener);
  }

  private down(event: PointerEvent): void {
    if (event.button !== 0 || this.gesture) return;
    const cell = this.grid.cellAt(event.clientX, event.clientY);
    if (cell === undefined) return;
    event.preventDefault(); // no text selection, no focus stolen from the grid
    this.grid.element.focus({ preventScroll: true });
    this.grid.element.setPointerCapture?.(event.pointerId);
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      this.actions.toggle(cell);
      this.gesture = { kind: 'select', pointer: event.pointerId };
    } else if (this.actions.isSoleSelection(cell)) {
      this.gesture = { kind: 'pick', pointer: event.pointerId, cell, x: event.clientX };
    } else {
      this.actions.select(cell);
      this.gesture = { kind: 'select', pointer: event.pointerId };
    }
  }

  private move(event: PointerEvent): void {
    const gesture = this.gesture;
    if (!gesture || gesture.pointer !== event.pointerId) return;
    if (gesture.kind === 'select') {
      const cell = this.grid.cellAt(event.clientX, event.clientY);
      if (cell !== undefined) this.actions.extend(cell);
      return;
    }
    const digit = pickedDigit(event.clientX - gesture.x, gesture.digit !== undefined);
    if (digit === undefined || digit === gesture.digit) return;
    gesture.digit = digit;
    this.actions.preview(gesture.cell, digit);
  }

  private up(event: PointerEvent): void {
    const gesture = this.gesture;
    if (!gesture || gesture.pointer !== event.pointerId) return;
    this.gesture = undefined;
    if (gesture.kind !== 'pick') return;
    if (gesture.digit === undefined) this.actions.tap(gesture.cell);
    else {
      this.actions.preview(gesture.cell, undefined);
      this.actions.pick(gesture.cell, gesture.digit);
    }
  }

  private cancel(event: PointerEvent): void {
    const gesture = this.gesture;
    if (!gesture || gesture.pointer !== event.pointerId) return;
    this.gesture = undefined;
    if (gesture.kind === 'pick' && gesture.digit !== undefined) this.actions.preview(gesture.cell, undefined);
  }
}
