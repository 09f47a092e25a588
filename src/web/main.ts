/** The browser app's entry point. */
/// <reference types="vite/client" />
import './zodConfig.ts';
import './styles.css';
import './page/gamePage.css';
import './shell/narrow.css';
import { registerOfflineApp } from './offline/register.ts';
import { App } from './shell/appShell.ts';

void new App(document.body, window.localStorage).start();
// `import.meta.hot` exists only under `npm run dev`, whose sources change under a cache.
registerOfflineApp(navigator, import.meta.hot === undefined);
