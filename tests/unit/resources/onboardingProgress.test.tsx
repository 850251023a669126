import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import onboardingFiles from '../../../resources/onboardingFiles';
import onboardingUploads from '../../../resources/onboardingUploads';
import { secondsLeft, timeLeftWords } from '../../../src/shared/timeLeft';
import { MAX_FAILURES, nextReadIn, POLL_MS } from '../../../src/framework/views/blocks/useJobProgress';
import { server } from '../../../sandbox/node';
import { drainOnboarding, setOnboardingPace, stepOnboarding } from '../../../sandbox/onboardingSteps';
import { PORTAL, tokenFor } from '../../sandbox/helpers';
import { openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [onboardingUploads, onboardingFiles, companies];
const BASE = '/administration/onboarding/onboard/company/cmp-01';
const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';
/** Five lines: 3 created, 1 partly created (an unknown employer type), 1 not created (an unknown scheme). */
const CSV = [
  HEADER,
  'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
  'Employer,Reading Depot Ltd,,,98765432TV,OTH,120/RD00001',
  'Employer,Swindon Yard Ltd,,,98765432TV,XYZ,120/SY00002',
  'Employer,Nowhere Ltd,,,00000000ZZ,OTH,120/NW00003',
  'Scheme,Second Plan,DB,11112222AB,,,',
].join('\n');

/** Uploads CSV to cmp-01 as a client administrator would (multipart written out: jsdom's FormData loses the name). */
const upload = async (): Promise<string> => {
  const boundary = '----portico-progress-boundary';
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\ncmp-01\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="march.csv"\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  const res = await fetch(`${PORTAL}/onboarding-files`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenFor('clientadmin@portico.test')}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
};

/** The page's own link back (the breadcrumb names the history too). */
const backToHistory = () => screen.getAllByRole('link', { name: 'Upload history' }).at(-1)!;
const bar = (name: string) => screen.findByRole('progressbar', { name }, { timeout: 20_000 });
/** A field of the file's page by its label, as read: "Created" → "2". */
const field = (label: string) => {
  const labelled = screen
    .getAllByText(label, { exact: true })
    .map((e) => e.closest('.ra-field'))
    .find(Boolean);
  return labelled?.textContent?.slice(label.length);
};

describe('an onboarding file in progress', () => {
  afterEach(() => setOnboardingPace({}));

  it('shows a labelled bar, the rows done, the counts and the time left, moving with each answer, then the lines', async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 2 });
    const id = await upload();
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/history/file/${id}`);
    expect(await bar('Processing: 0 of 5 rows')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 5 rows done. Working out the time left…')).toBeInTheDocument();
    expect(screen.getByText('In progress, 0%')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines of the file' })).not.toBeInTheDocument();

    stepOnboarding();
    expect(await bar('Processing: 2 of 5 rows')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/^2 of 5 rows done\. (A few seconds left|About \d+ (seconds?|minutes?) left)$/)).toBeInTheDocument();
    expect(field('Created')).toBe('2');
    stepOnboarding();
    expect(await bar('Processing: 4 of 5 rows')).toHaveAttribute('aria-valuenow', '80');
    expect([field('Created'), field('Partially created'), field('Not created')]).toEqual(['2', '1', '1']);

    drainOnboarding();
    const lines = await screen.findByRole('table', { name: 'Lines of the file' }, { timeout: 20_000 });
    expect(within(lines).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 lines read: 3 created, 0 updated, 1 partly created, 1 not created.');
    expect(screen.getByText('Completed with 1 error')).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/history/file/${id}`);
  });

  it('moves the history row from In progress to its outcome without a reload, and shows where it is on coming back', async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 2 });
    const user = userEvent.setup();
    const id = await upload();
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/history/file/${id}`);
    await bar('Processing: 0 of 5 rows');
    await user.click(backToHistory());
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/history`));
    const row = () => screen.getByText('march.csv').closest('tr')!;
    expect(await screen.findByText('In progress, 0%', {}, { timeout: 20_000 })).toBeInTheDocument();
    // Processed while the user is away from the file: coming back shows it where it is, read from the service.
    stepOnboarding();
    stepOnboarding();
    expect(await within(row()).findByText('In progress, 80%', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByText('march.csv'));
    expect(await bar('Processing: 4 of 5 rows')).toHaveAttribute('aria-valuenow', '80');
    await user.click(backToHistory());
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/history`));

    drainOnboarding();
    expect(await within(row()).findByText('Completed with 1 error', {}, { timeout: 5_000 })).toBeInTheDocument();
    // The row's counts are read again with it: 3 created, 0 updated, 1 partly, 1 not created.
    await waitFor(() =>
      expect(
        within(row())
          .getAllByRole('cell')
          .map((c) => c.textContent)
          .slice(2, 6),
      ).toEqual(['3', '0', '1', '1']),
    );
    expect(portal.location()).toBe(`${BASE}/history`);
  });

  it('says when the progress cannot be read, asks again later, and goes on when it can', async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 2 });
    const id = await upload();
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/history/file/${id}`);
    await bar('Processing: 0 of 5 rows');
    server.use(http.get(`${PORTAL}/onboarding-files`, () => HttpResponse.json({ message: 'Down' }, { status: 503 }), { once: true }));
    expect(
      await screen.findByText('The progress could not be read just now. Trying again in 2 seconds.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    // What the page showed stays while it waits.
    expect(screen.getByRole('progressbar', { name: 'Processing: 0 of 5 rows' })).toBeInTheDocument();
    stepOnboarding();
    expect(await bar('Processing: 2 of 5 rows')).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('stops asking after failures in a row, says so, and goes on when the user asks again', async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 2 });
    const user = userEvent.setup();
    const id = await upload();
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/history/file/${id}`);
    await bar('Processing: 0 of 5 rows');
    let down = true;
    // While down, every read of the summary fails; then the sandbox answers again.
    server.use(http.get(`${PORTAL}/onboarding-files`, () => (down ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined)));
    // Read at 1 s, then 2, 4 and 8 s after each failure: the fourth failure comes about 15 s in.
    const stopped = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(stopped).toHaveTextContent('The progress could not be read, so this page stopped asking. The file is still being processed.');
    down = false;
    stepOnboarding();
    await user.click(within(stopped).getByRole('button', { name: 'Try again' }));
    expect(await bar('Processing: 2 of 5 rows')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('when to read a file in progress again', () => {
  type File = { status: string };
  const state = (over: Partial<Parameters<typeof nextReadIn<File>>[0]>) => ({
    data: [{ status: 'InProgress' }] as File[],
    dataUpdatedAt: 10,
    errorUpdatedAt: 0,
    errorUpdateCount: 0,
    ...over,
  });
  const running = (file: File) => file.status === 'InProgress';

  it('every second while in progress, never once it has ended', () => {
    const seen = { errors: 0 };
    expect(nextReadIn(state({}), seen, running)).toBe(POLL_MS);
    expect(nextReadIn(state({ data: [{ status: 'Completed' }] }), seen, running)).toBe(false);
  });

  it('backs off after failures in a row, stops after MAX_FAILURES, and starts again after a good read', () => {
    const seen = { errors: 0 };
    const delays = [1, 2, 3, 4].map((n) => nextReadIn(state({ errorUpdatedAt: 10 + n, errorUpdateCount: n }), seen, running));
    expect(delays).toEqual([2_000, 4_000, 8_000, false]);
    expect(MAX_FAILURES).toBe(4);
    expect(nextReadIn(state({ dataUpdatedAt: 20, errorUpdatedAt: 14, errorUpdateCount: 4 }), seen, running)).toBe(POLL_MS);
    expect(nextReadIn(state({ dataUpdatedAt: 20, errorUpdatedAt: 21, errorUpdateCount: 5 }), seen, running)).toBe(2_000);
  });
});

describe('the time left', () => {
  const progress = (rowsDone: number, rowsTotal: number, seconds: number) => ({
    rowsDone,
    rowsTotal,
    startedAt: '2026-11-26T10:00:00.000Z',
    updatedAt: new Date(Date.parse('2026-11-26T10:00:00.000Z') + seconds * 1000).toISOString(),
  });

  it('is worked out from the rate so far on the service’s own clock', () => {
    expect(secondsLeft(progress(0, 10_000, 0))).toBeUndefined();
    expect(secondsLeft(progress(1_250, 10_000, 15))).toBe(105);
    expect(secondsLeft(progress(10_000, 10_000, 200))).toBe(0);
  });

  it('is said as a person would round it', () => {
    expect(timeLeftWords(4)).toEqual({ key: 'fewSeconds', count: 0 });
    expect(timeLeftWords(23)).toEqual({ key: 'seconds', count: 20 });
    expect(timeLeftWords(105)).toEqual({ key: 'minutes', count: 2 });
    expect(timeLeftWords(3 * 3600)).toEqual({ key: 'hours', count: 3 });
  });
});
