import vi from '../providers/i18n/vi/appWorker';
import en from '../providers/i18n/en/appWorker';
import { consoleStore } from '../providers/consoleStore';
import { KEPT_READS, type CachedReadNote } from './swScope';

/*
 * The installed app's two notices, drawn outside react-admin (they must work on every page, the
 * sign-in page included, and load after the first paint): the "new version" prompt and, offline,
 * the time of the data the device answered with. Text only (textContent), no HTML from strings.
 */

type Words = typeof vi;
const words = (): Words => (consoleStore.getItem<string>('locale') === 'en' ? en : vi);

function box(id: string, css: string): HTMLElement {
    const existing = document.getElementById(id);
    if (existing) return existing;
    const element = document.createElement('div');
    element.id = id;
    // Bottom left, clear of the pages' floating "add" button at the bottom right of a phone.
    element.style.cssText = `position:fixed;left:12px;z-index:2000;width:max-content;max-width:min(560px,calc(100vw - 96px));box-sizing:border-box;font:14px/1.43 Roboto,'Segoe UI',Arial,sans-serif;border-radius:4px;box-shadow:0 3px 5px rgba(0,0,0,.2);${css}`;
    document.body.appendChild(element);
    return element;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText =
        'margin-left:8px;padding:6px 10px;min-height:36px;border:0;border-radius:4px;background:transparent;color:#a5d6a7;font:inherit;font-weight:600;cursor:pointer';
    element.addEventListener('click', onClick);
    return element;
}

/**
 * "Có phiên bản mới": the new version is used only when the user asks for it (a reload would lose
 * what a form holds), now or at the next visit.
 */
export function showUpdatePrompt(reload: () => void) {
    const text = words();
    const prompt = box('xts-update-prompt', 'bottom:16px;background:#1b2a1c;color:#fff;padding:8px 12px;');
    prompt.setAttribute('role', 'alertdialog');
    prompt.setAttribute('aria-label', text.update);
    prompt.replaceChildren();
    const message = document.createElement('span');
    message.textContent = `${text.update} ${text.update_hint}`;
    prompt.append(
        message,
        button(text.reload, () => {
            prompt.remove();
            reload();
        }),
        button(text.later, () => prompt.remove()),
    );
}

const pad = (value: number) => String(value).padStart(2, '0');
/** "HH:mm dd/MM" in the device's time. */
export function fetchedTime(at: number): string {
    const date = new Date(at);
    return `${pad(date.getHours())}:${pad(date.getMinutes())} ${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/**
 * Offline, the page's data came from the device: a note says when it was fetched (the oldest read
 * of the page shown), until the network is back or another page is opened.
 */
export function watchKeptReads() {
    let page = '';
    let oldest = Infinity;
    const hide = () => document.getElementById('xts-kept-data')?.remove();
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        const note = event.data as CachedReadNote | null;
        if (note?.type !== 'XTS_CACHED_READ' || !note.fetchedAt) return;
        if (page !== window.location.pathname) {
            page = window.location.pathname;
            oldest = Infinity;
        }
        oldest = Math.min(oldest, note.fetchedAt);
        const element = box(
            'xts-kept-data',
            'bottom:8px;background:#fff3e0;color:#5d3200;padding:4px 12px;pointer-events:none;',
        );
        element.setAttribute('role', 'status');
        element.textContent = words().kept_data.replace('%{time}', fetchedTime(oldest));
    });
    window.addEventListener('online', hide);
    window.addEventListener('popstate', hide);
    // The reads of this page's start, answered before this listener was there.
    navigator.serviceWorker.controller?.postMessage({ type: KEPT_READS });
}
