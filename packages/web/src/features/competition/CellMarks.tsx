import { __iconNode as iconCar } from '@tabler/icons-react/icons/IconCar';
import { __iconNode as iconCheck } from '@tabler/icons-react/icons/IconCheck';
import { __iconNode as iconPointFilled } from '@tabler/icons-react/icons/IconPointFilled';
import { __iconNode as iconQuestionMark } from '@tabler/icons-react/icons/IconQuestionMark';
import { __iconNode as iconX } from '@tabler/icons-react/icons/IconX';
import { Icon } from '../../ui/Icon';
import type { CellMark } from './confirmationMatrix';

const ICONS = { setUp: iconPointFilled, yes: iconCheck, no: iconX, unknown: iconQuestionMark, drive: iconCar };

/** One mark of the confirmations matrix as an icon (the cell's aria-label says it in words), or the victory count. */
export function MarkIcon({ mark }: { mark: CellMark }) {
  if (typeof mark === 'number') return <span>{mark}</span>;
  return <Icon data-mark={mark} node={ICONS[mark]} filled={mark === 'setUp'} size={16} stroke={2.25} style={{ verticalAlign: '-3px' }} />;
}

/** A cell's marks side by side. */
export function CellMarks({ marks }: { marks: CellMark[] }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      {marks.map((mark) => (
        <MarkIcon key={mark} mark={mark} />
      ))}
    </span>
  );
}
