// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApisOnly, TestMantine } from '../testing/mantineTestEnv';
import { Dropdown } from './Dropdown';

const data = ['Anna Peeters', 'Bart Maes', 'Katrien Maes'].map((label, i) => ({ value: String(i + 1), label }));

// No preloading here: the searching part loads at the first tap, as in a fresh browser.
beforeAll(stubApisOnly);
afterEach(cleanup);

describe('Dropdown before its searching part has loaded', () => {
  it('shows the chosen label closed, and a tap loads the list, focused and open, with what was typed', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Lid" data={data} value="1" onChange={onChange} />, { wrapper: TestMantine });
    const closed = screen.getByRole('textbox', { name: 'Lid' }) as HTMLInputElement;
    expect(closed.value).toBe('Anna Peeters');
    expect(closed.placeholder).toBe('Selecteer optie');
    closed.focus();
    fireEvent.change(closed, { target: { value: 'maes' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bart Maes', 'Katrien Maes']);
    const open = screen.getByRole('textbox', { name: 'Lid' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(open.value).toBe('maes');
    fireEvent.click(screen.getByRole('option', { name: 'Katrien Maes' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });
});
