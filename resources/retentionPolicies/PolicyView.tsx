/**
 * A policy at one of its versions: `…/policy/view/{policyId}/version/{policyVersionId}/{tab}` with the tabs details,
 * rules, versions and `versions/{policyVersionHistoryId}/details` (spec 2.4). The version is a second id in the
 * path, which the generated record view does not have; the list opens `…/view/{policyId}`, which goes on to the
 * current version.
 */
import { viewedVersion } from './api';
import { PolicyScreen } from './PolicyScreen';
import { RulesTable, VersionFacts } from './versionParts';

export const PolicyView = () => (
  <PolicyScreen
    screen="view"
    version={viewedVersion}
    details={(version) => <VersionFacts version={version} />}
    rules={(version) => <RulesTable rules={version.rules} />}
  />
);

export default PolicyView;
