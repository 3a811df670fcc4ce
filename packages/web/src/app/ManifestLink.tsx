import { useEffect } from 'react';

/**
 * Links the web manifest (rendered once the first screen shows its content). In index.html, Chrome
 * fetched it and its 192 px icon at once: two of a phone's six HTTP/1.1 connections and a share of the
 * bandwidth while the shell's code loaded, ~0.25 s later cards on Lighthouse's slow 4G (/teams, issue
 * 30). The manifest only serves installing the app; the browser's bar colour is index.html's theme-color.
 */
export function ManifestLink() {
  useEffect(() => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = 'manifest.webmanifest';
    document.head.append(link);
  }, []);
  return null;
}
