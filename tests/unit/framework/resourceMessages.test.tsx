/**
 * A definition's catalogue loaded with its screens (`messages` as a loader): the view waits for it, then renders on,
 * without React's complaint that a component stopped calling `use()` once the loader had settled, and a view opened
 * after the words have arrived is never held back by them.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../../src/framework';
import { ResourceMessages } from '../../../src/framework/views/ResourceMessages';

/** A definition whose words arrive a little later, as a chunk's do; each test has its own (they are kept once loaded). */
const definitionNamed = (name: string) =>
  ({
    name,
    messages: () => new Promise((resolve) => setTimeout(() => resolve({ title: 'Provider notes' }), 50)),
  }) as unknown as ResourceDefinition;

/** Opened in a transition, as react-router's navigation is: React keeps the screen and renders the waiting view again. */
const Screens = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => startTransition(() => setOpen(true))}>Open provider notes</button>
      <Suspense fallback={<p>Loading</p>}>{open && <ResourceMessages definition={definition}>{children}</ResourceMessages>}</Suspense>
    </>
  );
};

const reactErrors = (errors: { mock: { calls: unknown[][] } }) => errors.mock.calls.flat().map(String).join(' ');

afterEach(() => vi.restoreAllMocks());

describe('ResourceMessages', () => {
  it('shows the view once its words arrive, with no error from React', async () => {
    const errors = vi.spyOn(console, 'error');
    render(
      <Screens definition={definitionNamed('pensionProviderNotes')}>
        <p>Provider notes screen</p>
      </Screens>,
    );
    // In act, as React's transition must be flushed for the view to wait and then be rendered again.
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Open provider notes' })));
    expect(await screen.findByText('Provider notes screen')).toBeInTheDocument();
    expect(reactErrors(errors)).not.toMatch(/use\(\)/);
  });

  it('opens a view whose words have arrived while its screen code is still loading, on a click not awaited', async () => {
    const definition = definitionNamed('pensionProviderLetters');
    // The words arrive with a first visit.
    const first = await act(() =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <ResourceMessages definition={definition}>
            <p>First visit</p>
          </ResourceMessages>
        </Suspense>,
      ),
    );
    await screen.findByText('First visit');
    first.unmount();

    // The screen's own code comes in a chunk of its own, as the generated record screens do.
    const Letters = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => <p>Letters screen</p> }), 20)),
    );
    const errors = vi.spyOn(console, 'error');
    render(
      <Screens definition={definition}>
        <Letters />
      </Screens>,
    );
    // fireEvent's act is not awaited, as user-event's clicks are not: the render it starts must not be dropped.
    fireEvent.click(screen.getByRole('button', { name: 'Open provider notes' }));
    expect(await screen.findByText('Letters screen')).toBeInTheDocument();
    expect(reactErrors(errors)).not.toMatch(/not awaited/);
  });
});
