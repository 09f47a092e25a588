/** The coach's words under the fields, and its advice as data on the stage for tests. */
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import type { Advice } from './coach.ts';

export class CoachLine {
  readonly element: HTMLElement;
  private shown: Advice | undefined;

  constructor(
    private readonly t: Translate,
    private readonly stage: HTMLElement,
    on: boolean,
  ) {
    this.element = h('p', { class: 'puyo-coach', hidden: !on });
  }

  show(advice: Advice | undefined): void {
    if (advice === this.shown) return;
    this.shown = advice;
    const data = this.stage.dataset;
    if (!advice) {
      this.element.textContent = '';
      delete data.coach;
      return;
    }
    this.element.textContent = this.t('puyo.coach.builds', {
      chains: advice.chains,
      score: advice.score.toLocaleString(),
    });
    data.coach = `${advice.pair}:${advice.placement.col},${advice.placement.rot}`;
    data.coachRequest = JSON.stringify(advice.request);
  }
}
