import type { AppConfig } from '@clubhuis/contract/entities/session';

/** localStorage key of the remembered config: only what is needed to paint the page before config arrives. */
export const CONFIG_KEY = 'clubhuis.config';

export type Branding = Pick<AppConfig, 'title' | 'description' | 'favicon'>;

export function parseBranding(raw: string | null): Branding | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Branding> | null;
    if (typeof value?.title !== 'string') return null;
    return {
      title: value.title,
      description: typeof value.description === 'string' ? value.description : '',
      favicon: typeof value.favicon === 'string' ? value.favicon : '',
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

export function rememberBranding(config: AppConfig): void {
  const branding: Branding = { title: config.title, description: config.description, favicon: config.favicon };
  // A dismissed message of the day stays dismissed across reloads, until the club changes it.
  const dismissedMessage = storedConfig().dismissedMessage;
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(dismissedMessage ? { ...branding, dismissedMessage } : branding));
  } catch {
    // storage unavailable: the next start just shows the default title a moment longer
  }
}

/** Remembers that this message of the day was clicked away (in the same key: the app keeps two). */
export function dismissMessage(message: string): void {
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({ ...storedConfig(), dismissedMessage: message }));
  } catch {
    // storage unavailable: the message comes back at the next start
  }
}

export function isMessageDismissed(message: string): boolean {
  return message !== '' && storedConfig().dismissedMessage === message;
}

function storedConfig(): Record<string, unknown> & { dismissedMessage?: unknown } {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CONFIG_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Tab title and favicon of the club. */
export function applyBranding(branding: Branding): void {
  if (branding.title) document.title = branding.title;
  if (!branding.favicon) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = branding.favicon;
}
