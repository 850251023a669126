/**
 * A definition's catalogue loaded with its screens (`messages` as a loader): the view waits for it, then renders on,
 * without React's complaint that a component stopped calling `use()` once the loader had settled.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../../src/framework';
import { ResourceMessages } from '../../../src/framework/views/ResourceMessages';

const definition = {
  name: 'pensionProviderNotes',
  // As a chunk does, the words arrive a little later.
  messages: () => new Promise((resolve) => setTimeout(() => resolve({ title: 'Provider notes' }), 50)),
} as unknown as ResourceDefinition;

/** Opened in a transition, as react-admin's navigation does: React keeps the screen and replays the waiting view. */
const Screens = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => startTransition(() => setOpen(true))}>Open provider notes</button>
      <Suspense fallback={<p>Loading</p>}>
        {open && (
          <ResourceMessages definition={definition}>
            <p>Provider notes screen</p>
          </ResourceMessages>
        )}
      </Suspense>
    </>
  );
};

afterEach(() => vi.restoreAllMocks());

describe('ResourceMessages', () => {
  it('shows the view once its words arrive, with no error from React', async () => {
    const errors = vi.spyOn(console, 'error');
    render(<Screens />);
    // In act, as React's transition must be flushed for the view to wait and then be replayed.
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Open provider notes' })));
    expect(await screen.findByText('Provider notes screen')).toBeInTheDocument();
    expect(errors.mock.calls.flat().map(String).join(' ')).not.toMatch(/use\(\)/);
  });
});
