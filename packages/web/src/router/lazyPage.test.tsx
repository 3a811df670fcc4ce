// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Wacht</p>}>{node}</Suspense>;

afterEach(cleanup);

describe('lazyPage', () => {
  it('renders a preloaded chunk at once, without the fallback', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(inSuspense(<Page label="Teller" />));
    expect(screen.getByRole('button', { name: 'Teller 0' })).toBeTruthy();
    expect(screen.queryByText('Wacht')).toBeNull();
  });

  it('shows the fallback until a chunk arrives, and keeps the state of what it showed', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    const { rerender } = render(inSuspense(<Page label="Teller" />));
    expect(screen.getByText('Wacht')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Teller 0' }));
    // Now loaded: a new render must not start the shown component over.
    rerender(inSuspense(<Page label="Stand" />));
    expect(screen.getByRole('button', { name: 'Stand 1' })).toBeTruthy();
  });
});
