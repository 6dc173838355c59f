/**
 * The public site's only script (issue 20; product.md §2 landing layout and the notauthentication guard, §5 contact
 * form, §7 translations/landing, §9 scroll duration 400 ms). Deferred, dependency-free, ~3 KB gzip: every page is
 * already complete HTML (src/landing/render.ts); this adds
 * - a visitor with a stored token (cookie `access_token`) goes to /dashboard;
 * - the page's language becomes the interface language (cookie `locals`), so /login opens in it;
 * - the server's `landing` texts replace the bundled ones where they differ (`data-t` elements);
 * - the header sticks to the top on / while the buy campaign, be provider or contact us section is in view;
 * - in-page links scroll in 400 ms (none with reduced motion) and move focus to their target;
 * - terms and privacy open as modal dialogs (without JS they open through `:target`), with the server's current text
 *   (POST /api/_content/{terms|privacy}) once it answers;
 * - the contact form: countries from the server, every field required, a valid email, Send disabled while invalid or
 *   sending, the server's 422 under each field, a generic confirmation and a cleared form once sent, and nothing
 *   typed lost when sending fails;
 * - the service worker is registered once the page has loaded, so the site and the app open offline next time.
 */
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { validContact, type ContactDraft } from './contact-rules.ts';

/** §9: duration of an in-page scroll, ms. */
export const SCROLL_MS = 400;
const YEAR_SECONDS = 365 * 24 * 3600;

const lang = document.documentElement.lang === 'en' ? 'en' : 'es';

if (readCookie('access_token')) location.replace('/dashboard');
else start();

function start(): void {
  if (readCookie('locals') !== lang) writeCookie('locals', lang, YEAR_SECONDS);
  void serverTexts();
  stickyHeader();
  smoothAnchors();
  dialogs();
  const form = document.querySelector<HTMLFormElement>('#contact-form');
  if (form) contactForm(form);
  addEventListener('load', () => {
    if ('serviceWorker' in navigator)
      setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {}), 1000);
  });
}

/** GET /api/… in the page's language; undefined when it fails (offline, server error). */
async function getJson(path: string): Promise<unknown> {
  try {
    const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json', 'Accept-Language': lang } });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

async function serverTexts(): Promise<void> {
  const answer = (await getJson(`/translations/landing?locale=${lang}`)) as
    | { data?: { landing?: { key: string; text: string }[] } }
    | undefined;
  const texts = new Map<string, string>();
  for (const { key, text } of answer?.data?.landing ?? []) if (text) texts.set(key, text);
  if (texts.size === 0) return;
  // one pass over the page's text elements, where a query per key walked the whole page once for each of the
  // section's keys (issue 21: frames over 50 ms holding this step on /, 11 in 16 loads before, 4 in 12 after)
  for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const text = texts.get(el.dataset.t!);
    if (text !== undefined && el.textContent !== text) el.textContent = text;
  }
}

function stickyHeader(): void {
  const header = document.querySelector('.top');
  const sections = document.querySelectorAll('[data-sticky]');
  if (!header || sections.length === 0 || !('IntersectionObserver' in window)) return;
  const visible = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries)
      if (e.isIntersecting) visible.add(e.target);
      else visible.delete(e.target);
    header.classList.toggle('stuck', visible.size > 0);
  });
  sections.forEach((s) => observer.observe(s));
}

function smoothAnchors(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href*="#"]');
    if (!link || link.hasAttribute('data-dialog') || link.hasAttribute('data-close')) return;
    const url = new URL(link.href);
    if (url.pathname !== location.pathname || url.search !== location.search || !url.hash) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    history.pushState(null, '', url.hash);
    scrollToTarget(target);
  });
}

function scrollToTarget(target: HTMLElement): void {
  const from = scrollY;
  const to = Math.max(0, target.getBoundingClientRect().top + scrollY - 8);
  const focus = () => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    scrollTo(0, to);
    return focus();
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / SCROLL_MS);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    scrollTo({ top: from + (to - from) * eased, behavior: 'instant' });
    if (p < 1) requestAnimationFrame(step);
    else focus();
  };
  requestAnimationFrame(step);
}

/** Puts the server's current terms or privacy text (its content document) in `dialog`; keeps the bundled one on failure. */
async function serverContent(dialog: HTMLDialogElement): Promise<void> {
  if (dialog.dataset.loaded) return;
  try {
    const response = await fetch(`/api/_content/${dialog.id}?locale=${lang}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': lang },
    });
    if (!response.ok) return;
    const { data } = (await response.json()) as { data?: { title: string; body: string[] } };
    if (!data?.body.length) return;
    dialog.dataset.loaded = '1';
    dialog.querySelector('h2')!.textContent = data.title;
    dialog.querySelectorAll('p').forEach((p) => p.remove());
    const close = dialog.querySelector('[data-close]');
    for (const text of data.body) {
      const p = document.createElement('p');
      p.textContent = text;
      dialog.insertBefore(p, close);
    }
  } catch {
    // offline: the bundled text stays
  }
}

/** Opens the terms or privacy dialog `id` as a modal and asks the server for its current text. */
function openDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.showModal();
  void serverContent(dialog);
}

function dialogs(): void {
  document.addEventListener('click', (event) => {
    const el = event.target as Element | null;
    const opener = el?.closest<HTMLElement>('[data-dialog]');
    if (opener) {
      event.preventDefault();
      openDialog(opener.dataset.dialog!);
      return;
    }
    const dialog = el?.closest('dialog');
    // the close link, or a click on the backdrop (outside the dialog's box)
    if (dialog && (el?.closest('[data-close]') || el === dialog)) {
      event.preventDefault();
      dialog.close();
      if (location.hash === `#${dialog.id}`) history.replaceState(null, '', location.pathname + location.search);
    }
  });
  const hash = location.hash.slice(1);
  if (hash === 'terms' || hash === 'privacy') openDialog(hash);
}

function contactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = form.querySelector<HTMLElement>('#c-status')!;
  const country = form.querySelector<HTMLSelectElement>('#c-country')!;
  const messages = form.dataset;
  const touched = new Set<string>();
  let sending = false;
  let countriesLoaded = false;

  const draft = (): ContactDraft => {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    return {
      name: value('name'),
      email: value('email'),
      country: value('country'),
      client_type: value('client_type'),
      message: value('message'),
    };
  };
  const showError = (name: string, text: string) => {
    const field = form.querySelector<HTMLElement>(`#c-${name}`);
    const error = form.querySelector<HTMLElement>(`#c-${name}-error`);
    if (!field || !error) return;
    field.setAttribute('aria-invalid', text ? 'true' : 'false');
    error.textContent = text;
    error.hidden = !text;
  };
  const refresh = () => {
    const errors = validContact(draft());
    for (const name of ['name', 'email', 'country', 'client_type', 'message'] as const) {
      const problem = errors[name];
      const text = problem === 'email' ? messages.msgEmail : problem ? messages.msgRequired : '';
      if (touched.has(name)) showError(name, text ?? '');
    }
    button.disabled = sending || Object.keys(errors).length > 0;
  };

  const loadCountries = async () => {
    if (countriesLoaded) return;
    const answer = (await getJson('/countries/active')) as { data?: { id: number; name: string }[] } | undefined;
    if (!answer?.data) {
      if (!touched.has('country')) showError('country', messages.msgCountries ?? '');
      return;
    }
    countriesLoaded = true;
    const chosen = country.value;
    for (const c of answer.data.toSorted((a, b) => a.name.localeCompare(b.name, lang)))
      country.add(new Option(c.name, String(c.id)));
    country.value = chosen;
    showError('country', '');
  };
  void loadCountries();
  country.addEventListener('focus', () => void loadCountries());

  form.addEventListener('input', (event) => {
    status.textContent = '';
    touched.add((event.target as HTMLInputElement).name);
    refresh();
  });
  form.addEventListener('focusout', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) touched.add(name);
    refresh();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    ['name', 'email', 'country', 'client_type', 'message'].forEach((n) => touched.add(n));
    refresh();
    if (button.disabled) return;
    void send();
  });

  async function send(): Promise<void> {
    const body = draft();
    sending = true;
    button.textContent = messages.msgSending ?? '';
    refresh();
    status.className = 'status';
    status.textContent = '';
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({ ...body, country: Number(body.country), client_type: Number(body.client_type) }),
      });
      if (response.ok) {
        form.reset();
        touched.clear();
        status.className = 'status ok';
        status.textContent = messages.msgSent ?? '';
      } else if (response.status === 422) {
        const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
        for (const [field, list] of Object.entries(answer.errors ?? {})) showError(field, list[0] ?? '');
      } else throw new Error(String(response.status));
    } catch {
      status.className = 'status bad';
      status.textContent = messages.msgFailed ?? '';
    } finally {
      sending = false;
      button.textContent = messages.msgSend ?? '';
      refresh();
    }
  }
}
