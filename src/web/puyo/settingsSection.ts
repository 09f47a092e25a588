/**
 * Puyo's part of the settings page: the key (or keys) for each action, chosen by pressing them; DAS and ARR in
 * milliseconds; the landing ghost. Each change is saved at once in Puyo's own slot and read by the next match.
 */
import type { MessageKey } from '../i18n/index.ts';
import type { AppContext } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { ACTIONS, type Action } from './heldKeys.ts';
import { keyName } from './keyNames.ts';
import {
  bindKey,
  DEFAULT_PUYO_SETTINGS,
  MAX_ARR_MS,
  MAX_DAS_MS,
  PUYO_SETTINGS_SLOT,
  type PuyoSettings,
} from './playSettings.ts';

export function puyoSettingsSection(context: AppContext): HTMLElement {
  const { t, store } = context;
  const loaded = loadSave(store, PUYO_SETTINGS_SLOT);
  if (loaded.kind === 'corrupt') context.reportCorrupt(loaded.corrupt, 'save.puyoSettings');
  let settings: PuyoSettings = loaded.kind === 'loaded' ? loaded.value : DEFAULT_PUYO_SETTINGS;
  const save = (next: PuyoSettings) => {
    settings = next;
    writeSave(store, PUYO_SETTINGS_SLOT, settings);
    showKeys();
  };

  let listening: { action: Action; stop: () => void } | undefined;
  const keyButtons = new Map<Action, HTMLButtonElement>();
  const showKeys = () => {
    for (const [action, button] of keyButtons)
      button.textContent =
        listening?.action === action
          ? t('settings.puyo.press')
          : settings.keys[action].map(keyName).join(' / ');
  };
  const listen = (action: Action) => {
    listening?.stop();
    const onKey = (event: KeyboardEvent) => {
      if (!keyButtons.get(action)?.isConnected) {
        stop(); // the settings page was left while it waited
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      stop();
      if (event.code !== 'Escape' && /^[A-Za-z0-9]{1,24}$/.test(event.code))
        save(bindKey(settings, action, event.code));
      else showKeys();
    };
    const stop = () => {
      window.removeEventListener('keydown', onKey, true);
      listening = undefined;
    };
    window.addEventListener('keydown', onKey, true);
    listening = { action, stop };
    showKeys();
  };
  const rows = ACTIONS.map((action) => {
    const button = h('button', { type: 'button', class: 'button', 'data-action': action });
    button.addEventListener('click', () => listen(action));
    keyButtons.set(action, button);
    return h('div', { class: 'puyo-key' }, h('span', {}, t(`settings.puyo.${action}` as MessageKey)), button);
  });
  showKeys();

  const number = (name: 'das' | 'arr', max: number) => {
    const input = h('input', {
      type: 'number',
      name,
      min: 0,
      max,
      step: 1,
      value: settings[name],
      inputmode: 'numeric',
    });
    input.addEventListener('change', () => {
      const value = Math.round(Number(input.value));
      if (!Number.isFinite(value) || input.value.trim() === '') {
        input.value = String(settings[name]);
        return;
      }
      const clamped = Math.max(0, Math.min(max, value));
      input.value = String(clamped);
      save({ ...settings, [name]: clamped });
    });
    return h('label', { class: 'puyo-number' }, h('span', {}, t(`settings.puyo.${name}`)), input);
  };
  const ghost = h('input', { type: 'checkbox', name: 'ghost', checked: settings.ghost });
  ghost.addEventListener('change', () => save({ ...settings, ghost: ghost.checked }));
  const coach = h('input', { type: 'checkbox', name: 'coach', checked: settings.coach });
  coach.addEventListener('change', () => save({ ...settings, coach: coach.checked }));

  return h(
    'fieldset',
    { class: 'choice puyo-settings' },
    h('legend', {}, t('settings.puyo')),
    ...rows,
    number('das', MAX_DAS_MS),
    number('arr', MAX_ARR_MS),
    h('label', {}, ghost, h('span', {}, t('settings.puyo.ghost'))),
    h('label', {}, coach, h('span', {}, t('settings.puyo.coach'))),
  );
}
