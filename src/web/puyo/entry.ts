/**
 * Puyo Puyo as the shell lists it: the match page and the chain simulator, loaded when opened. A match is never
 * resumed, so none is "saved".
 */
import type { GameEntry } from '../shell/appTypes.ts';

export const puyoEntry: GameEntry = {
  id: 'puyo',
  path: '/puyo',
  title: 'game.puyo',
  blurb: 'game.puyo.blurb',
  load: () => import('./page.ts').then((module) => module.mountPuyo),
  pages: { '/puyo/sim': () => import('./sim/simPage.ts').then((module) => module.mountSim) },
};
