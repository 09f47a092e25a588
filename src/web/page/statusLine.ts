/**
 * A game page's status line (`data-status` names the state for styles and tests), and the one message every page
 * shows when its engine worker fails: in the page's language, on the line and as a notice, instead of a page that
 * waits for ever.
 */
import type { AppContext } from '../shell/appTypes.ts';

export class StatusLine {
  constructor(
    private readonly element: HTMLElement,
    private readonly context: Pick<AppContext, 't' | 'notify'>,
  ) {}

  show(state: string, text: string): void {
    this.element.dataset.status = state;
    this.element.textContent = text;
  }

  engineFailed(): void {
    const message = this.context.t('notice.engineFailed');
    this.show('failed', message);
    this.context.notify(message);
  }
}
