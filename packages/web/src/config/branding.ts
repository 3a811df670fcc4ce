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
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(branding));
  } catch {
    // storage unavailable: the next start just shows the default title a moment longer
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
