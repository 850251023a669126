/**
 * The signed-in user is read, not fetched again, by each part of the portal that starts reading it. Asked again at
 * each mount, it answered the same user at once but flagged a fetch, and every reader drawn in that same pass was
 * drawn a second time, synchronously: on the dashboard's first drawing, the whole frame (issue 25, goal 0).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '../../../src/portal/ServiceUnavailable';
import { signInAs } from '../support/session';

let frameDrawings = 0;

const Reader = ({ name }: { name: string }) => {
  const user = useCurrentUser();
  if (name === 'frame') frameDrawings += 1;
  return <p>{user.isPending ? `${name}: waiting` : `${name}: ${user.data?.email}`}</p>;
};

/** The frame reads the user; "open the page" draws it again together with a page that starts reading it too. */
const Portal = () => {
  const [page, setPage] = useState(false);
  return (
    <>
      <button onClick={() => setPage(true)}>open the page</button>
      <Reader name="frame" />
      {page && <Reader name="page" />}
    </>
  );
};

describe('the signed-in user, as the portal reads it', () => {
  it('is not asked for again when a page starts reading it, and the frame is drawn once for that page', async () => {
    await signInAs('clientadmin@portico.test');
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Portal />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('frame: clientadmin@portico.test')).toBeInTheDocument();
    const before = frameDrawings;

    await userEvent.click(screen.getByRole('button', { name: 'open the page' }));
    expect(await screen.findByText('page: clientadmin@portico.test')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(frameDrawings - before).toBe(1);
    expect(queryClient.getQueryState(['portico', 'currentUser'])?.dataUpdateCount).toBe(1);
  });
});
