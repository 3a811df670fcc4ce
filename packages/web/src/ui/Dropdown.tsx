import { ComboboxChevron, InputBase } from '@mantine/core';
import { useRef, useState, type ComponentType } from 'react';
import { dropdownMatches } from './dropdownMatches';
import type { DropdownProps, SearchDropdownProps } from './dropdownProps';
import { uiTexts } from './messages';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

type Search = ComponentType<SearchDropdownProps>;
let loaded: Search | null = null;

/**
 * The searching part (Mantine's Combobox with its popover and floating-ui, ~30 kB gzip): loaded at the
 * first tap, focus or key in any dropdown, not with the screen. Tests load it up front.
 */
export async function loadSearchDropdown(): Promise<Search> {
  // Its texts are ui/messages', loaded with the shell (in French too): nothing more to wait for.
  loaded ??= (await import('./SearchDropdown')).SearchDropdown;
  return loaded;
}

/**
 * The app's one dropdown (spec 01 section 2): type to filter, at most 6 items, Enter picks the first
 * match and never submits a form. Until its searching part has loaded it is the same field, closed;
 * a tap or key loads that part, which then takes the focus and opens with what was typed.
 */
export function Dropdown(props: DropdownProps) {
  const { label, hideLabel, data, value, placeholder, disabled } = props;
  const [search, setSearch] = useState<{ Component: Search; opens: boolean } | null>(() =>
    loaded ? { Component: loaded, opens: false } : null,
  );
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  // Enter before the part arrived picks the first match of what was typed then; the part shows it closed.
  const entered = useRef<string | null>(null);
  // What was typed up to the switch (also after the part arrived, before React rendered it) goes along.
  if (search) return <search.Component {...props} openWith={search.opens ? (typed ?? '') : null} />;

  const open = () => {
    if (started.current) return;
    started.current = true;
    void loadSearchDropdown().then((Component) => {
      const active = document.activeElement;
      // It opens unless the user has gone on to something else meanwhile.
      const stays = active === field.current || active === null || active === document.body;
      if (entered.current !== null) props.onChange(entered.current);
      setSearch({ Component, opens: stays && entered.current === null });
    });
  };

  return (
    <InputBase
      ref={field}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      aria-haspopup="listbox"
      autoComplete="off"
      value={typed ?? data.find((o) => o.value === value)?.label ?? ''}
      placeholder={placeholder ?? uiTexts.selectPlaceholder}
      disabled={disabled}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onClick={open}
      onFocus={open}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault(); // never a form submit
        const first = typed === null ? undefined : dropdownMatches(data, typed)[0];
        if (first && first.value !== value) entered.current = first.value;
        open();
      }}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        open();
      }}
    />
  );
}
