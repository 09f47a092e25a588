/**
 * The shell: header, notices, routing by URL path (history API), settings applied to the page, and one mounted
 * view at a time. Games are loaded on demand through their entry in `games.ts`.
 */
import { GAMES } from '../games.ts';
import {
  type Language,
  type MessageKey,
  preferredLanguage,
  type Translate,
  translator,
} from '../i18n/index.ts';
import { applyTheme, followSystemTheme, SETTINGS_SLOT, type Settings } from '../settings.ts';
import { Sound } from '../sound.ts';
import { type CorruptSave, type KeyValueStore, loadSave, writeSave } from '../storage/versionedStore.ts';
import type { AppContext, MountView, View } from './appTypes.ts';
import { h } from './dom.ts';
import { mountHome, mountNotFound } from './pages.ts';
import { normalizePath, rankedPage } from './routes.ts';
import { mountSettings } from './settingsPage.ts';

interface Notice {
  readonly message: string;
}

export class App {
  private settings: Settings;
  private t: Translate;
  private readonly sound = new Sound();
  private readonly notices: Notice[] = [];
  private current: View | undefined;
  private renderCount = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly store: KeyValueStore,
  ) {
    const loaded = loadSave(store, SETTINGS_SLOT);
    this.settings =
      loaded.kind === 'loaded'
        ? loaded.value
        : {
            language: preferredLanguage(navigator.languages ?? [navigator.language]),
            theme: 'system',
            sound: true,
          };
    this.t = translator(this.settings.language);
    if (loaded.kind === 'corrupt') this.reportCorrupt(loaded.corrupt, 'save.settings');
    this.applySettings();
    followSystemTheme(document.documentElement);
    document.addEventListener('click', (event) => this.followLink(event));
    window.addEventListener('popstate', () => void this.render());
  }

  start(): Promise<void> {
    return this.render();
  }

  private get context(): AppContext {
    return {
      t: this.t,
      language: this.settings.language,
      settings: this.settings,
      sound: this.sound,
      store: this.store,
      notify: (message) => this.notify(message),
      reportCorrupt: (corrupt, what) => this.reportCorrupt(corrupt, what),
      announce: (message) => this.announce(message),
      navigate: (path) => this.navigate(path),
      updateSettings: (change) => this.updateSettings(change),
    };
  }

  navigate(path: string): void {
    if (path !== location.pathname + location.search) history.pushState(null, '', path);
    void this.render();
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  private followLink(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.('a[data-link]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    this.navigate(link.pathname + link.search); // the query names the game (`/leaderboards?game=mines`)
  }

  private updateSettings(change: Partial<Settings>): void {
    const languageChanged = change.language !== undefined && change.language !== this.settings.language;
    this.settings = { ...this.settings, ...change };
    writeSave(this.store, SETTINGS_SLOT, this.settings);
    this.t = translator(this.settings.language);
    this.applySettings();
    if (languageChanged) {
      const focused = document.activeElement;
      const refocus =
        focused instanceof HTMLInputElement
          ? `input[name="${focused.name}"][value="${focused.value}"]`
          : undefined;
      void this.render().then(() => {
        if (refocus) this.root.querySelector<HTMLElement>(refocus)?.focus();
      });
    }
  }

  private applySettings(): void {
    const html = document.documentElement;
    html.lang = this.settings.language;
    applyTheme(html, this.settings.theme);
    this.sound.enabled = this.settings.sound;
  }

  private notify(message: string): void {
    this.notices.push({ message });
    this.drawNotices();
  }

  private reportCorrupt(corrupt: CorruptSave, what: MessageKey): void {
    // The storage key and the reason are for whoever opens the console; the player reads a sentence.
    console.warn(`save ${corrupt.key} set aside (to ${corrupt.movedTo ?? 'nowhere'}): ${corrupt.reason}`);
    const saved = this.t(what);
    this.notify(
      corrupt.movedTo === null
        ? this.t('notice.corruptRemoved', { what: saved })
        : this.t('notice.corrupt', { what: saved }),
    );
  }

  private announce(message: string): void {
    const region = document.getElementById('announcer');
    if (region) region.textContent = message;
  }

  private drawNotices(): void {
    const region = document.getElementById('notices');
    if (!region) return;
    region.replaceChildren(
      ...this.notices.map((notice, index) => {
        const close = h(
          'button',
          { type: 'button', class: 'icon-button', 'aria-label': this.t('notice.dismiss') },
          '×',
        );
        close.addEventListener('click', () => {
          this.notices.splice(index, 1);
          this.drawNotices();
        });
        return h('div', { class: 'notice', role: 'alert' }, h('p', {}, notice.message), close);
      }),
    );
  }

  private async render(): Promise<void> {
    const renderId = ++this.renderCount;
    this.current?.unmount();
    this.current = undefined;
    this.drawFrame();
    const main = document.getElementById('main')!;
    main.replaceChildren();
    const mount = await this.route(location.pathname);
    if (renderId !== this.renderCount) return; // a later navigation won
    main.replaceChildren();
    this.current = mount(main, this.context);
    main.dataset.ready = 'true';
  }

  private async route(path: string): Promise<MountView> {
    const normalized = normalizePath(path);
    if (normalized === '/') return mountHome;
    if (normalized === '/settings') return mountSettings;
    const ranked = rankedPage(normalized);
    if (ranked) return ranked();
    const game = GAMES.find((entry) => entry.path === normalized);
    const page = GAMES.find((entry) => entry.pages && Object.hasOwn(entry.pages, normalized))?.pages?.[
      normalized
    ];
    if (page) return page();
    if (!game) return mountNotFound;
    return game.load();
  }

  private drawFrame(): void {
    const t = this.t;
    const path = normalizePath(location.pathname);
    const link = (href: string, label: string) =>
      h('a', { href, 'data-link': true, 'aria-current': path === href ? 'page' : undefined }, label);
    const other: Language = this.settings.language === 'en' ? 'ja' : 'en';
    const languageButton = h(
      'button',
      {
        type: 'button',
        class: 'language-switch',
        lang: other,
        'aria-label': other === 'ja' ? '日本語に切り替え' : 'Switch to English',
      },
      other === 'ja' ? '日本語' : 'English',
    );
    languageButton.addEventListener('click', () => this.updateSettings({ language: other }));
    document.title = t('app.title');
    this.root.querySelector('.skip-link')!.textContent = t('nav.skip');
    this.root.querySelector('#notices')!.setAttribute('aria-label', t('notice.region'));
    this.root
      .querySelector('header')!
      .replaceChildren(
        h(
          'a',
          { class: 'brand', href: '/', 'data-link': true, 'aria-label': t('app.title') },
          h('span', { class: 'brand-mark', 'aria-hidden': 'true' }),
          h('span', { class: 'brand-text' }, t('app.title')),
        ),
        h(
          'nav',
          { 'aria-label': t('nav.main') },
          link('/', t('nav.home')),
          link('/leaderboards', t('nav.leaderboards')),
          link('/settings', t('nav.settings')),
        ),
        languageButton,
      );
    this.drawNotices();
  }
}
