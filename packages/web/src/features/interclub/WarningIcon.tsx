import { __iconNode as iconAlertTriangle } from '@tabler/icons-react/icons/IconAlertTriangle';
import { Icon } from '../../ui/Icon';
import { interclubTexts as t } from './messages';

/** Marks a line-up whose verdict is a warning; the verdict itself is the tooltip (title). */
export function WarningIcon({ title }: { title: string }) {
  return (
    <span role="img" aria-label={t.warningIcon} title={title} style={{ display: 'inline-flex', color: 'var(--mantine-color-orange-8)' }}>
      <Icon node={iconAlertTriangle} size={22} />
    </span>
  );
}
