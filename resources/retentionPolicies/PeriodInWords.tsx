/**
 * A rule's retention period in words, in the largest whole unit ("7 years", not "2555 days"): the rules table's
 * column, and read back under the period as it is typed so a period is checked at a glance.
 * @custom A display of one row field (a period in its largest whole unit), named in the rows' `display`.
 */
import { useRecordContext, useTranslate } from 'react-admin';
import { humanisePeriod } from '../../src/shared/format';

const PeriodInWords = () => {
  const translate = useTranslate();
  const rule = useRecordContext();
  const amount = Number(rule?.retentionPeriod);
  const unit: unknown = rule?.retentionUnit;
  if (!Number.isInteger(amount) || amount < 1 || (unit !== 'Days' && unit !== 'Hours')) return null;
  const shown = humanisePeriod(amount, unit);
  return <>{translate(`resources.retentionPolicies.rules.period.${shown.unit}`, { smart_count: shown.amount })}</>;
};

export default PeriodInWords;
