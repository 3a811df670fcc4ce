import type { AppConfig } from '@clubhuis/contract/entities/session';
import { clubPalette } from '@clubhuis/contract/rules/clubPalette';

/**
 * localStorage key of the remembered config: only what is needed to paint the page before config arrives
 * (title, description, favicon, the club's colour and logo), the dismissed message of the day and the
 * member's colour scheme (colorScheme.ts). The spec allows the app two keys: this one and the session's.
 */
export const CONFIG_KEY = 'clubhuis.config';

export type Branding = Pick<AppConfig, 'title' | 'description' | 'favicon' | 'primaryColor' | 'logo'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function parseBranding(raw: string | null): Branding | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Branding> | null;
    if (typeof value?.title !== 'string') return null;
    return {
      title: value.title,
      description: text(value.description),
      favicon: text(value.favicon),
      primaryColor: text(value.primaryColor),
      logo: text(value.logo),
    };
  } catch {
    return null;
  }
}

export function readBranding(): Branding | null {
  try {
    return parseBranding(localStorage.getItem(CONFIG_KEY));
  } catch {
    return null;
  }
}

/**
 * Changes some fields of the app config's key and keeps the others (undefined drops a field). Storage
 * unavailable: the change holds until the page reloads, or the next start shows the defaults a moment.
 */
export function patchStoredConfig(patch: Record<string, unknown>): void {
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({ ...storedConfig(), ...patch }));
  } catch {
    // storage unavailable: see above
  }
}

export function rememberBranding(config: AppConfig): void {
  const { title, description, favicon, primaryColor, logo } = config;
  // A dismissed message of the day stays dismissed across reloads, until the club changes it; the
  // colour scheme the member chose stays too.
  patchStoredConfig({ title, description, favicon, primaryColor, logo });
}

/** Remembers that this message of the day was clicked away (in the same key: the app keeps two). */
export function dismissMessage(message: string): void {
  patchStoredConfig({ dismissedMessage: message });
}

export function isMessageDismissed(message: string): boolean {
  return message !== '' && storedConfig().dismissedMessage === message;
}

export function storedConfig(): Readonly<Record<string, unknown> & { dismissedMessage?: unknown }> {
  let raw = '{}';
  try {
    raw = localStorage.getItem(CONFIG_KEY) ?? '{}';
  } catch {
    // storage unavailable: the defaults
  }
  // Parsed once per stored text: the start asks it several times (language, colour scheme, branding),
  // and the config it holds carries the club's logo.
  if (raw !== parsed.raw) parsed = { raw, value: parseConfig(raw) };
  return parsed.value;
}

let parsed: { raw: string; value: Record<string, unknown> } = { raw: '', value: {} };

function parseConfig(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Tab title, favicon and the browser's bar colour (theme-color: the header's colour) of the club. */
export function applyBranding(branding: Branding): void {
  if (branding.title) document.title = branding.title;
  const palette = clubPalette(branding.primaryColor);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.shades[palette.primaryShade]!);
  if (!branding.favicon) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = branding.favicon;
}
