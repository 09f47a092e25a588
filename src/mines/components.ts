/**
 * Counting 8-connected components of a grid in one row-by-row pass, with memory O(width + components):
 * scanline labelling with union-find (no flood fill, so no stack or queue over the whole board).
 *
 * Each set being counted keeps two label rows (`here` for row y, `above` for row y-1; the label of cell x sits
 * at x + 1, 0 means "not in the set", and index 0 and width + 1 stay 0 as a border) and a Labels forest. For a
 * cell in the set, `linkCell` joins it to its already-seen neighbours (left, up-left, up, up-right).
 */
export class Labels {
  private parent = new Int32Array(1024);
  private marked = new Uint8Array(1024);
  private created = 0;
  private merges = 0;

  /** Components so far. */
  get count(): number {
    return this.created - this.merges;
  }

  /** Components holding at least one cell passed to `mark`. */
  markedCount(): number {
    let count = 0;
    for (let label = 1; label <= this.created; label++)
      if (this.parent[label] === label && this.marked[label]) count++;
    return count;
  }

  mark(label: number): void {
    this.marked[this.find(label)] = 1;
  }

  create(): number {
    const label = ++this.created;
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

  find(label: number): number {
    const parent = this.parent;
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  }

  /** Joins the components of a and b and returns the root. */
  union(a: number, b: number): number {
    a = this.find(a);
    b = this.find(b);
    if (a === b) return a;
    this.merges++;
    if (a > b) {
      const t = a;
      a = b;
      b = t;
    }
    this.parent[b] = a;
    this.marked[a] |= this.marked[b];
    return a;
  }
}

/** Labels cell x of the current row as a member of the set and returns its label. */
export function linkCell(labels: Labels, here: Int32Array, above: Int32Array, x: number): number {
  let label = here[x];
  if (label !== 0) {
    // The left neighbour already touches (x-1, y-1) and (x, y-1); only (x+1, y-1) may be a new link.
    const upRight = above[x + 2];
    if (upRight !== 0 && upRight !== label) label = labels.union(label, upRight);
  } else {
    label = above[x + 1];
    if (label === 0) {
      const upLeft = above[x];
      const upRight = above[x + 2];
      if (upLeft !== 0) label = upRight !== 0 && upRight !== upLeft ? labels.union(upLeft, upRight) : upLeft;
      else label = upRight !== 0 ? upRight : labels.create();
    }
  }
  here[x + 1] = label;
  return label;
}
