// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubApisOnly, TestMantine } from '../testing/mantineTestEnv';
import { Dropdown } from './Dropdown';

const data = ['Competitie', 'Recreanten', 'Jeugd'].map((label, i) => ({ value: String(i + 1), label }));

function Chooser() {
  const [value, setValue] = useState('1');
  return (
    <>
      <Dropdown label="Trainingsgroep" data={data} value={value} onChange={setValue} />
      <p>gekozen {value}</p>
    </>
  );
}

// Its own file: the searching part is loaded once per module, and here it must not be yet.
beforeAll(stubApisOnly);
afterEach(cleanup);

describe('Dropdown: Enter before its searching part has loaded', () => {
  it('picks the first match of what was typed and shows it closed', async () => {
    render(<Chooser />, { wrapper: TestMantine });
    const field = screen.getByRole('textbox', { name: 'Trainingsgroep' }) as HTMLInputElement;
    field.focus();
    fireEvent.change(field, { target: { value: 'recr' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await screen.findByText('gekozen 2');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Trainingsgroep' }) as HTMLInputElement).value).toBe('Recreanten'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
