/** Puyo Puyo's page as the shell mounts it: a match against the computer or solo practice (puyoPage.ts). */
import type { MountView } from '../shell/types.ts';
import { PuyoPage } from './puyoPage.ts';

export const mountPuyo: MountView = (container, context) => {
  const page = new PuyoPage(container, context);
  page.mount();
  return { unmount: () => page.destroy() };
};
