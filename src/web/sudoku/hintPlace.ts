/**
 * Where the hint panel sits: first in the side column while that column is beside the board, and right under the
 * verdict (before the help) once the side column falls below the board on a narrow screen (page/gamePage.css: 56rem), so
 * a hint pressed on a phone is read without scrolling away from the grid.
 */
export const NARROW = '(max-width: 56rem)';

export class HintPlace {
  private readonly narrow = matchMedia(NARROW);
  private readonly place = () => {
    if (this.narrow.matches) this.status.after(this.panel);
    else this.side.prepend(this.panel);
  };

  constructor(
    private readonly panel: HTMLElement,
    private readonly status: HTMLElement,
    private readonly side: HTMLElement,
  ) {
    this.place();
    this.narrow.addEventListener('change', this.place);
  }

  destroy(): void {
    this.narrow.removeEventListener('change', this.place);
  }
}
