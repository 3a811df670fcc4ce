import { interclubTexts as t } from './messages';

/** Marks a line-up whose verdict is a warning; the verdict itself is the tooltip (title). */
export function WarningIcon({ title }: { title: string }) {
  return (
    <span role="img" aria-label={t.warningIcon} title={title} style={{ display: 'inline-flex', color: 'var(--mantine-color-orange-8)' }}>
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3z" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.01" strokeLinecap="round" />
      </svg>
    </span>
  );
}
