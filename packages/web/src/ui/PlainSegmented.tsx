import { useId } from 'react';
import './plainSegmented.css';

interface PlainSegmentedProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: string }[];
}

/**
 * One choice out of a few, as radios in a radiogroup (arrow keys move between them). Used where
 * Mantine's SegmentedControl cost a slow phone ~200 ms of forced layout while a list filled in below
 * it (issue 16, /teams).
 */
export function PlainSegmented<V extends string>({ label, value, onChange, data }: PlainSegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="plain-segmented">
      {data.map((item) => (
        <label key={item.value}>
          <input type="radio" name={name} value={item.value} checked={item.value === value} onChange={() => onChange(item.value)} />
          {item.label}
        </label>
      ))}
    </div>
  );
}
