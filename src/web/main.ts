/** The browser app's entry point. */
import './zodConfig.ts';
import './styles.css';
import { App } from './shell/app.ts';

void new App(document.body, window.localStorage).start();
