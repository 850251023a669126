import { fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useGetOne } from 'react-admin';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRecordLabel } from '../../../src/portal/useRecordLabel';

const THAMES_VALLEY = { id: 'cmp-01', name: 'Thames Valley Logistics Ltd' };

/** The screen under the frame: it reads the record as a record screen does. */
const RecordScreen = () => {
  const { data } = useGetOne('companies', { id: 'cmp-01' });
  return <p>{data ? `Company number ${String(data.id)}` : 'Loading'}</p>;
};

/** A frame reader drawn once the screen has its record, as the breadcrumb's trail (built after a delay) or the menu. */
const FrameLabel = () => {
  const { label } = useRecordLabel('companies', 'cmp-01');
  return <span>{label ? `Label: ${label}` : 'Label pending'}</span>;
};

const Page = () => {
  const [frameDrawn, setFrameDrawn] = useState(false);
  return (
    <>
      <RecordScreen />
      <button type="button" onClick={() => setFrameDrawn(true)}>
        Draw the frame
      </button>
      {frameDrawn && <FrameLabel />}
    </>
  );
};

describe('useRecordLabel', () => {
  it('takes a record the screen has just read, without asking the API again', async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: THAMES_VALLEY }));
    render(
      <CoreAdminContext dataProvider={testDataProvider({ getOne } as never)}>
        <Page />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('Company number cmp-01')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the frame' }));
    // The label is drawn from the cache in the render that mounts it; a read on mount would start in that commit.
    expect(await screen.findByText(/^Label: /)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('reads a record no one has read yet', async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: THAMES_VALLEY }));
    render(
      <CoreAdminContext dataProvider={testDataProvider({ getOne } as never)}>
        <FrameLabel />
      </CoreAdminContext>,
    );
    expect(await screen.findByText(/^Label: /)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
  });
});
