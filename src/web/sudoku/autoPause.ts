/**
 * A puzzle in play pauses by itself when the page is hidden (another tab, the phone locked), as the Sudoku apps
 * do: the clock stops and the grid is covered until the player presses Resume.
 */
export class AutoPause {
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.pause();
  };

  constructor(private readonly pause: () => void) {
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  destroy(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
  }
}
