import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { recordPath } from '../../../src/framework';
import { useDefinition } from '../../../src/framework/views';
import { useEditableRoute, useRights } from '../useRights';
import { describeBeneath, type AccessBeneath } from './removal';

/**
 * What every drill-down level needs: the user, where the levels live, what may change (the privilege table:
 * `editable` for products, schemes and employers; `membership` for the company level), and a runner.
 */
export const useDrillDown = () => {
  const { definition } = useDefinition();
  const { id = '' } = useParams();
  const editableRoute = useEditableRoute();
  const { target, permissions, addToCompany, removeFromCompany } = useRights();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const base = recordPath(definition, editableRoute ? 'update' : 'view', id, {}, 'roles-and-permissions');

  /** Runs a change, then refetches everything about users (the record included) so every level is current. */
  const run = async (change: () => Promise<unknown>, done = 'resources.users.permissions.saved') => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      setBusy(false);
    }
  };

  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.users.permissions.${key}`, options);
  /** Try again after a failed read: every read of the drill-down is keyed under 'users'. */
  const retry = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  return {
    userId: id,
    user: target,
    userName: target ? `${target.firstName} ${target.lastName}`.trim() : '',
    /** "This also removes their access to 2 products, 3 schemes and 5 employers." or 'Nothing else…'. */
    beneath: (access: AccessBeneath) => {
      const what = describeBeneath(access, (noun, n) => t(`count.${noun}`, { smart_count: n }));
      return what ? t('alsoRemoves', { what }) : t('nothingBeneath');
    },
    editable: permissions,
    membership: { add: addToCompany, remove: removeFromCompany },
    busy,
    run,
    retry,
    t,
    paths: {
      companies: `${base}/company/list`,
      products: (companyId: string) => `${base}/company/${encodeURIComponent(companyId)}/product/list`,
      schemes: (companyId: string, productId: string) =>
        `${base}/company/${encodeURIComponent(companyId)}/product/${encodeURIComponent(productId)}/scheme/list`,
      employers: (companyId: string, productId: string, schemeId: string) =>
        `${base}/company/${encodeURIComponent(companyId)}/product/${encodeURIComponent(productId)}/scheme/${encodeURIComponent(schemeId)}/employer/list`,
    },
  };
};
