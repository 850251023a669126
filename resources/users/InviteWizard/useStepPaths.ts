import { createPath } from '../../../src/framework';
import { useDefinition } from '../../../src/framework/views';

/** Absolute URLs of the wizard's steps. */
export const useStepPaths = () => {
  const { definition } = useDefinition();
  const base = createPath(definition);
  return {
    personal: `${base}/personal-information`,
    permissions: `${base}/permissions`,
    clientAccess: `${base}/client-access`,
    employerAccess: (userId: string) => `${base}/${encodeURIComponent(userId)}/employer-access`,
  };
};
