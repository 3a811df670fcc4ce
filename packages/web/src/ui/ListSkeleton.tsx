import { useOnline } from '../api/online';
import { uiTexts } from './messages';
import { Spinner } from './Spinner';
import './skeleton.css';

export type SkeletonShape = 'cards' | 'rows';

const LINES = { cards: [70, 45, 85], rows: [90] };

/**
 * The shape of a list while it loads (issue 30): grey cards or table rows where the answer will stand,
 * so the screen does not jump when it arrives and a member sees at once what comes. One status for a
 * screen reader ('Bezig met laden...'); offline it says that it waits for the network, as Spinner does.
 */
export function ListSkeleton({ shape = 'cards', count = shape === 'cards' ? 3 : 6 }: { shape?: SkeletonShape; count?: number }) {
  const online = useOnline();
  if (!online) return <Spinner />;
  return (
    <div role="status" aria-label={uiTexts.loading} aria-busy="true" className="ui-skeleton" data-shape={shape}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ui-skeleton-item" aria-hidden="true">
          {LINES[shape].map((width, j) => (
            <span key={j} className="ui-skeleton-line" style={{ width: `${width - ((i * 7) % 20)}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}
