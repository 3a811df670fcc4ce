import { __iconNode as iconCar } from '@tabler/icons-react/icons/IconCar';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { Suspense, useRef } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { Icon } from '../../ui/Icon';
import { interclubTexts as t } from './messages';
import { useShown } from './useShown';

// The carpool's content, its call and its dialogs load once the card is on the screen (issue 32).
const CarpoolContent = lazyPage(() => import('./CarpoolContent'), 'CarpoolContent');

interface CarpoolBlockProps {
  meeting: Meeting;
  /** The selected member (header switcher): the one who drives, takes a seat or gives it back. */
  memberId: number;
}

/** The 'Carpool' section of an away meeting's card; its cars are asked for when the card is seen. */
export function CarpoolBlock({ meeting, memberId }: CarpoolBlockProps) {
  const ref = useRef<HTMLElement>(null);
  const shown = useShown(ref);
  return (
    <section ref={ref} className="meeting-stack meeting-carpool" aria-label={t.carpool}>
      <p className="meeting-sm">
        <Icon node={iconCar} size={16} style={{ verticalAlign: '-3px', marginRight: 4 }} />
        <b>{t.carpool}</b>
      </p>
      {shown && (
        <Suspense fallback={null}>
          <CarpoolContent meeting={meeting} memberId={memberId} />
        </Suspense>
      )}
    </section>
  );
}
