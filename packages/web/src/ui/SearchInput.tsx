import { TextInput } from '@mantine/core';
import { uiTexts } from './messages';
import '@mantine/core/styles/Input.css';

/**
 * The search box every list screen has (spec 01 section 2): placeholder 'Breng je zoekterm in', and
 * Enter is ignored, so a phone keyboard's return never submits anything.
 */
export function SearchInput({ value, onChange, grow = false }: { value: string; onChange: (value: string) => void; grow?: boolean }) {
  return (
    <TextInput
      label={uiTexts.search}
      placeholder={uiTexts.searchPlaceholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      style={grow ? { flex: 1 } : undefined}
    />
  );
}
