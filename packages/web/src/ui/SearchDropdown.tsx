import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchDropdownProps } from './dropdownProps';
import { dropdownMatches } from './dropdownMatches';
import { uiTexts } from './messages';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';

/**
 * The searching part of ui/Dropdown (spec 01 section 2): type to filter, at most 6 items, Enter picks
 * the first match and never submits a form. The field is a plain search textbox while it is open.
 */
export function SearchDropdown({ label, hideLabel, data, value, onChange, placeholder, disabled, openWith }: SearchDropdownProps) {
  const selectedLabel = data.find((o) => o.value === value)?.label ?? '';
  const [search, setSearch] = useState(openWith ?? selectedLabel);
  const opening = useRef(openWith);
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({
    // Start from the full list, not from the current label (or from what was typed while this loaded).
    onDropdownOpen: () => {
      setSearch(opening.current ?? '');
      opening.current = null;
    },
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const opened = combobox.dropdownOpened;
  const matches = dropdownMatches(data, opened ? search : '');

  // A closed field shows the chosen label, also after a change from outside.
  useEffect(() => {
    if (!opened) setSearch(selectedLabel);
  }, [selectedLabel, opened]);

  // Keep the first match highlighted while typing, so Enter and the arrow keys start there.
  const selectFirstOption = combobox.selectFirstOption; // stable, unlike the store object
  useEffect(() => {
    if (opened) selectFirstOption();
  }, [opened, search, selectFirstOption]);

  // Tapped before this part loaded: the field takes the focus, which opens the list.
  const takesFocus = useRef(openWith !== null);
  useEffect(() => {
    if (takesFocus.current) input.current?.focus();
    takesFocus.current = false;
  }, []);

  const pick = (picked: string) => {
    if (picked !== value) onChange(picked);
    setSearch(data.find((o) => o.value === picked)?.label ?? '');
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter in the search field is never a form submit
    // Mantine submits a highlighted option itself; without one, the first match is taken. Typed text
    // counts also when Enter comes before the list has opened (a fast typist, a slow phone).
    if (combobox.getSelectedOptionIndex() !== -1 || !(opened || search !== selectedLabel)) return;
    const first = dropdownMatches(data, search)[0];
    if (first) pick(first.value);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={disabled}>
      <Combobox.Target>
        <InputBase
          ref={input}
          label={hideLabel ? undefined : label}
          aria-label={hideLabel ? label : undefined}
          value={search}
          placeholder={opened ? uiTexts.searchPlaceholder : (placeholder ?? uiTexts.selectPlaceholder)}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            combobox.openDropdown();
            setSearch(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {matches.length === 0 && <Combobox.Empty>{uiTexts.nothingFound}</Combobox.Empty>}
          {matches.map((option) => (
            <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
              {option.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
