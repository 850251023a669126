import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useListContext, useNotify, useTranslate } from 'react-admin';
import { searchUsers, type PortalUser } from './api';
import { usersToCsv } from './csv';

const PAGE = 200;

/**
 * Exports every user the current search and filters match, page by page, so the export is never cut at the
 * server's page-size limit.
 */
export const ExportUsersButton = () => {
  const { filterValues, sort, total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const users: PortalUser[] = [];
      for (let page = 1; ; page++) {
        const { data, total: all = 0 } = await searchUsers({ filter: filterValues, sort, pagination: { page, perPage: PAGE } });
        users.push(...(data as PortalUser[]));
        if (data.length === 0 || users.length >= all) break;
      }
      const csv = usersToCsv(
        users,
        (column) => translate(`resources.users.csv.${column}`),
        (status) => translate(`resources.users.status.${status}`),
      );
      downloadCSV(csv, 'users');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.users.list.export" onClick={exportAll} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
};
