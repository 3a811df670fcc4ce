import './plainSwitch.css';

interface PlainSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown but not to be changed now (a switch under 'all off', a call under way). */
  disabled?: boolean;
}

/**
 * An on/off choice: a checkbox with role switch, drawn like Mantine's Switch with its variables. On
 * /teams, Mantine's Switch brought ten files (inputs, close button, hooks) to the screen's first load,
 * each a request on a slow phone network (issue 16).
 */
export function PlainSwitch({ label, checked, onChange, disabled = false }: PlainSwitchProps) {
  return (
    <label className="plain-switch" data-disabled={disabled || undefined}>
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className="plain-switch-track" aria-hidden="true">
        <span className="plain-switch-thumb" />
      </span>
      {label}
    </label>
  );
}
