import type { MountView } from '../shell/types.ts';

export const mountMines: MountView = (container) => {
  container.textContent = 'Minesweeper';
  return { unmount: () => {} };
};
