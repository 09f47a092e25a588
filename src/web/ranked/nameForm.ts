/**
 * Choosing the ranked name, once: a small form that asks the server for the name (POST /api/players) and keeps the
 * player with its secret in this browser. Once chosen, the panel says whom the page plays as. Names are always put
 * on the page as text (never HTML); errors are in the page's language.
 */

import type { AppContext } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import type { RankedClient } from './client.ts';
import { rankedErrorText } from './errors.ts';
import { playerPath } from './paths.ts';
import { loadPlayer, MAX_NAME_LENGTH, type RankedPlayer, savePlayer } from './playerStore.ts';

type NameContext = Pick<AppContext, 't' | 'language' | 'store' | 'reportCorrupt' | 'announce'>;

/**
 * The player panel: "Playing as NAME" when a player is kept here, else the form to choose a name. `chosen` runs
 * with the player when one is kept already and when the form chooses one.
 */
export function playerPanel(
  context: NameContext,
  client: RankedClient,
  chosen: (player: RankedPlayer) => void,
): HTMLElement {
  const panel = h('section', { class: 'ranked-player' });
  const kept = loadPlayer(context);
  if (kept) {
    panel.append(playingAs(context, kept));
    chosen(kept);
  } else {
    panel.append(
      nameForm(context, client, (player) => {
        panel.replaceChildren(playingAs(context, player));
        chosen(player);
      }),
    );
  }
  return panel;
}

function playingAs(context: NameContext, player: RankedPlayer): HTMLElement {
  const { t } = context;
  return h(
    'div',
    { class: 'ranked-name-row' },
    h('p', { class: 'ranked-playing-as' }, t('ranked.name.playingAs', { name: player.name })),
    h('a', { href: playerPath(player.id), 'data-link': true }, t('board.myPage')),
  );
}

function nameForm(
  context: NameContext,
  client: RankedClient,
  chosen: (player: RankedPlayer) => void,
): HTMLFormElement {
  const { t } = context;
  const input = h('input', {
    name: 'ranked-name',
    type: 'text',
    required: true,
    maxlength: MAX_NAME_LENGTH,
    autocomplete: 'nickname',
    spellcheck: 'false',
  });
  const button = h('button', { type: 'submit', class: 'button primary' }, t('ranked.name.choose'));
  const error = h('p', { class: 'form-error', role: 'alert' });
  const form = h(
    'form',
    { class: 'ranked-name', novalidate: true },
    h('h2', {}, t('ranked.name.title')),
    h('p', { class: 'help' }, t('ranked.name.help')),
    h('div', { class: 'ranked-name-row' }, h('label', {}, t('ranked.name.label'), ' ', input), button),
    error,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = input.value.trim();
    const problem =
      name === ''
        ? t('ranked.name.empty')
        : name.length > MAX_NAME_LENGTH
          ? t('ranked.name.tooLong', { max: MAX_NAME_LENGTH })
          : '';
    error.textContent = problem;
    if (problem) return input.focus();
    button.disabled = true;
    error.textContent = t('ranked.name.choosing');
    const answer = await client.createPlayer(name);
    button.disabled = false;
    if (!answer.ok) {
      error.textContent = rankedErrorText(t, context.language, answer.error);
      return input.focus();
    }
    const player = { id: answer.value.id, name: answer.value.name, secret: answer.value.secret };
    savePlayer(context.store, player);
    error.textContent = '';
    context.announce(t('ranked.name.playingAs', { name: player.name }));
    chosen(player);
  });
  return form;
}
