/** Settings: language, theme and sound, each saved as soon as it changes. */
import { LANGUAGE_NAMES, LANGUAGES, type MessageKey } from '../i18n/index.ts';
import { puyoSettingsSection } from '../puyo/settingsSection.ts';
import { THEMES } from '../settings.ts';
import type { AppContext, MountView } from './appTypes.ts';
import { h } from './dom.ts';

function radioGroup<T extends string>(
  name: string,
  legend: string,
  options: readonly T[],
  label: (option: T) => string,
  current: T,
  onChange: (value: T) => void,
): HTMLFieldSetElement {
  const fieldset = h('fieldset', { class: 'choice' }, h('legend', {}, legend));
  for (const option of options) {
    const input = h('input', { type: 'radio', name, value: option, checked: option === current });
    input.addEventListener('change', () => {
      if (input.checked) onChange(option);
    });
    fieldset.append(h('label', {}, input, h('span', {}, label(option))));
  }
  return fieldset;
}

export const mountSettings: MountView = (container, context: AppContext) => {
  const { t, settings } = context;
  const themeKey = (theme: (typeof THEMES)[number]) => `settings.theme.${theme}` as MessageKey;
  container.append(
    h(
      'section',
      { class: 'page narrow settings' },
      h('h1', {}, t('settings.title')),
      radioGroup(
        'language',
        t('settings.language'),
        LANGUAGES,
        (language) => LANGUAGE_NAMES[language],
        settings.language,
        (language) => context.updateSettings({ language }),
      ),
      radioGroup(
        'theme',
        t('settings.theme'),
        THEMES,
        (theme) => t(themeKey(theme)),
        settings.theme,
        (theme) => context.updateSettings({ theme }),
      ),
      radioGroup(
        'sound',
        t('settings.sound'),
        ['on', 'off'] as const,
        (value) => t(value === 'on' ? 'settings.sound.on' : 'settings.sound.off'),
        settings.sound ? 'on' : 'off',
        (value) => context.updateSettings({ sound: value === 'on' }),
      ),
      puyoSettingsSection(context),
    ),
  );
  return { unmount: () => {} };
};
