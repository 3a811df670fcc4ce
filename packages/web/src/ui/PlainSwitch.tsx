import './plainSwitch.css';

interface PlainSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off choice: a checkbox with role switch, drawn like Mantine's Switch with its variables. On
 * /teams, Mantine's Switch brought ten files (inputs, close button, hooks) to the screen's first load,
 * each a request on a slow phone network (issue 16).
 */
export function PlainSwitch({ label, checked, onChange }: PlainSwitchProps) {
  return (
    <label className="plain-switch">
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className="plain-switch-track" aria-hidden="true">
        <span className="plain-switch-thumb" />
      </span>
      {label}
    </label>
  );
}
