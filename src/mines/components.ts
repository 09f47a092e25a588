/**
 * Counts 8-connected components of a grid fed one row at a time, in one pass with memory O(width + components)
 * (scanline labelling with union-find; no flood fill, so no stack or queue over the whole board).
 *
 * A row is a mask: 0 outside the set, 1 inside, 2 inside and "marked". `count` is the number of components,
 * `markedCount()` the number of components holding at least one marked cell.
 */
export class RowComponents {
  private previous: Int32Array;
  private current: Int32Array;
  private parent = new Int32Array(1024);
  private marked = new Uint8Array(1024);
  private labels = 0;
  private merges = 0;

  constructor(private readonly width: number) {
    this.previous = new Int32Array(width + 2);
    this.current = new Int32Array(width + 2);
  }

  get count(): number {
    return this.labels - this.merges;
  }

  markedCount(): number {
    let count = 0;
    for (let label = 1; label <= this.labels; label++)
      if (this.parent[label] === label && this.marked[label]) count++;
    return count;
  }

  /** Feeds the next row: mask[offset + x] for x in 0..width-1. */
  addRow(mask: Uint8Array, offset = 0): void {
    const width = this.width;
    const above = this.previous; // above[x + 1] is the label of (x, y - 1), 0 for none
    const here = this.current;
    for (let x = 0; x < width; x++) {
      const m = mask[offset + x];
      if (m === 0) {
        here[x + 1] = 0;
        continue;
      }
      let label = here[x];
      if (label !== 0) {
        // The left neighbour already touches (x-1, y-1) and (x, y-1); only (x+1, y-1) may be a new link.
        const upRight = above[x + 2];
        if (upRight !== 0) label = this.union(label, upRight);
      } else {
        label = above[x + 1];
        if (label === 0) {
          const upLeft = above[x];
          const upRight = above[x + 2];
          if (upLeft !== 0) label = upRight !== 0 ? this.union(upLeft, upRight) : upLeft;
          else label = upRight !== 0 ? upRight : this.newLabel();
        }
      }
      here[x + 1] = label;
      if (m === 2) this.marked[this.find(label)] = 1;
    }
    this.previous = here;
    this.current = above;
  }

  private newLabel(): number {
    const label = ++this.labels;
    if (label >= this.parent.length) {
      const parent = new Int32Array(this.parent.length * 2);
      parent.set(this.parent);
      this.parent = parent;
      const marked = new Uint8Array(this.marked.length * 2);
      marked.set(this.marked);
      this.marked = marked;
    }
    this.parent[label] = label;
    return label;
  }

  private find(label: number): number {
    const parent = this.parent;
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  }

  /** Joins the sets of a and b and returns the root. */
  private union(a: number, b: number): number {
    a = this.find(a);
    b = this.find(b);
    if (a === b) return a;
    this.merges++;
    if (a > b) [a, b] = [b, a];
    this.parent[b] = a;
    this.marked[a] |= this.marked[b];
    return a;
  }
}
