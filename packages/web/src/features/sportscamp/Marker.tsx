import { Badge } from '@mantine/core';
import type { IconNode } from '@tabler/icons-react';
import { Icon } from '../../ui/Icon';
import './marker.css';

/**
 * A marker that explains itself on hover, focus and tap (trainers read medication standing in the gym,
 * phone in hand), and to a screen reader through its name.
 */
export function Marker({ icon, label, color }: { icon: IconNode; label: string; color: string }) {
  return (
    <span className="camp-marker">
      <Badge color={color} variant="light" aria-label={label} role="img" tabIndex={0}>
        <Icon node={icon} size={14} />
      </Badge>
      <span className="camp-marker-tip" aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
