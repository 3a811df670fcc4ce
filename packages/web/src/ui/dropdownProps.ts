import type { DropdownOption } from './dropdownMatches';

// The props of Dropdown and of its searching part, apart from both: Dropdown loads SearchDropdown
// lazily, and neither imports the other for a type.
export interface DropdownProps {
  /** Accessible name; shown above the field unless hideLabel (then it is the aria-label). */
  label: string;
  hideLabel?: boolean;
  data: DropdownOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

export interface SearchDropdownProps extends DropdownProps {
  /** Set when the field was tapped or typed in before this part had loaded: it takes the focus and opens with that text. */
  openWith: string | null;
}
