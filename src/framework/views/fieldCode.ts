/**
 * Code some fields draw with that the screens do not carry (the numbering plans come with the phones fields), asked
 * for beside the screen's own code when the portal opens at it (`loadScreenCode`). Asked for only as the field drew,
 * it suspended the whole screen: the company record's heading and fields waited for the phones' code, and then for
 * React's reveal of a suspended screen (issue 25, goal 3).
 */
import type { ResourceDefinition } from '../types';
import { once } from '../../shared/loadOnce';

// Each names its export inside the import's own `then`, where the unused-export check can see it is used.
export const phonesInputCode = once(() => import('./PhonesInput').then((m) => m.PhonesInput));
export const phonesDisplayCode = once(() => import('./PhonesInput').then((m) => m.PhonesDisplay));

export const loadFieldCode = (definition: ResourceDefinition): void => {
  if (!definition.fields.some((f) => f.type === 'phones')) return;
  // A failure is the field's to report, when it draws.
  phonesInputCode().catch(() => undefined);
  phonesDisplayCode().catch(() => undefined);
};
