// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis, TestMantine } from '../testing/mantineTestEnv';
import { Dropdown } from './Dropdown';

const names = ['Anna Peeters', 'Bart Maes', 'Jan Janssens', 'Jana Wouters', 'Katrien Maes', 'Lucas Maes', 'Mira Claes'];
const data = names.map((label, i) => ({ value: String(i + 1), label }));

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form onSubmit={() => onChange('submitted')}>
      <Dropdown
        label="Lid"
        data={data}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </form>
  );
}

function setup() {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />, { wrapper: TestMantine });
  return { onChange, input: screen.getByRole('textbox', { name: 'Lid' }) as HTMLInputElement };
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('Dropdown', () => {
  it("shows 'Selecteer optie' closed and 'Breng je zoekterm in' while searching", () => {
    const { input } = setup();
    expect(input.placeholder).toBe('Selecteer optie');
    fireEvent.click(input);
    expect(input.placeholder).toBe('Breng je zoekterm in');
  });

  it('lists at most 6 items and filters by typed text', () => {
    const { input } = setup();
    fireEvent.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(6);
    fireEvent.change(input, { target: { value: 'maes' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bart Maes', 'Katrien Maes', 'Lucas Maes']);
  });

  it('picks the first match on Enter without submitting the form', () => {
    const { input, onChange } = setup();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'jan' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('3');
    expect(input.value).toBe('Jan Janssens');
  });

  it('picks an option by click', () => {
    const { input, onChange } = setup();
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Lucas Maes' }));
    expect(onChange).toHaveBeenCalledWith('6');
    expect(input.value).toBe('Lucas Maes');
  });
});
