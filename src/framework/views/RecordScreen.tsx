import { createContext, useContext } from 'react';

/**
 * Which record screen a tab is rendered on: `update` (editable) or `view` (read-only, whatever the role). A tab with
 * its own component reads it rather than parsing the URL.
 */
export const RecordScreenContext = createContext<'update' | 'view' | undefined>(undefined);

export const useRecordScreen = () => useContext(RecordScreenContext);
