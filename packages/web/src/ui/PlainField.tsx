import { __iconNode as iconEye } from '@tabler/icons-react/icons/IconEye';
import { __iconNode as iconEyeOff } from '@tabler/icons-react/icons/IconEyeOff';
import { Icon } from './Icon';
import { useId, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import './plainField.css';

interface PlainFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** For a password: the accessible name of the button that shows the characters. */
  showLabel?: string;
  /** A text area of a few lines instead of one line. */
  multiline?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** An eye: the characters are hidden (open eye: show them) or shown (struck through: hide them). */
function Eye({ struck }: { struck: boolean }) {
  return <Icon node={struck ? iconEyeOff : iconEye} size={18} />;
}

/**
 * A labelled text field without Mantine's input components (~9 kB gzip with their CSS): the login
 * form, and the fields inside a meeting card on /teams. A password field has a button that shows its
 * characters, as Mantine's PasswordInput has.
 */
export function PlainField({ label, value, onChange, type = 'text', autoComplete, inputMode, showLabel, multiline, maxLength, autoFocus, onKeyDown }: PlainFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <div className="plain-field-box" data-toggle={password || undefined}>
        {multiline ? (
          <textarea
            id={id}
            rows={2}
            value={value}
            maxLength={maxLength}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        ) : (
          <input
            id={id}
            type={password && shown ? 'text' : type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )}
        {password && (
          <button type="button" className="plain-field-toggle" aria-label={showLabel} aria-pressed={shown} onClick={() => setShown(!shown)}>
            <Eye struck={shown} />
          </button>
        )}
      </div>
    </div>
  );
}
