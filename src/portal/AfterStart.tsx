/**
 * What the portal needs only once its first screen is up, loaded as one chunk beside it rather than in the first
 * load: the inactivity warning (not needed in a session's first seconds) and the idle prefetch of the screens people
 * open next (docs/decisions.md).
 */
import type { FC } from 'react';
import ScreenPrefetch from '../framework/views/ScreenPrefetch';
import IdleWarning from './IdleWarning';

const AfterStart: FC = () => (
  <>
    <IdleWarning />
    <ScreenPrefetch />
  </>
);

export default AfterStart;
