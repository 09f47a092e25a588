/**
 * A growing list of cell indices: the cells a move changed, which the flood fill also walks as its queue
 * (every cell opened is appended once, then visited in order), so opening a huge empty area needs no recursion
 * and no second buffer.
 */
export class ChangeList {
  private items: Int32Array;
  length = 0;

  constructor(capacity = 16) {
    this.items = new Int32Array(capacity);
  }

  push(index: number): void {
    if (this.length === this.items.length) this.grow(1);
    this.items[this.length++] = index;
  }

  /** Pushes first, first + 1, ..., end - 1. */
  pushRange(first: number, end: number): void {
    if (this.length + end - first > this.items.length) this.grow(end - first);
    const items = this.items;
    let length = this.length;
    for (let index = first; index < end; index++) items[length++] = index;
    this.length = length;
  }

  private grow(extra: number): void {
    const grown = new Int32Array(Math.max(this.items.length * 2, this.length + extra));
    grown.set(this.items);
    this.items = grown;
  }

  pop(): number {
    return this.items[--this.length];
  }

  at(position: number): number {
    return this.items[position];
  }

  /** The indices pushed so far, as a view (no copy). */
  view(): Int32Array {
    return this.items.subarray(0, this.length);
  }
}
