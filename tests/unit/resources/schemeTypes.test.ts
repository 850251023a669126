import { describe, expect, it } from 'vitest';
import schemes from '../../../resources/schemes';
import { listedChoices } from '../../../src/framework/choices';

/** Issue 27: "Collective defined contribution (CDC)" sat just above "Defined contribution (DC)" and was picked by mistake. */
describe('the scheme type choices', () => {
  const choices = () => {
    const field = schemes.fields.find((f) => f.source === 'pensionSchemeType')!;
    return listedChoices(field).map((c) => (typeof c === 'string' ? c : c.id));
  };

  it('offer the two common types first, DC then DB, and CDC well away from DC', () => {
    const ids = choices();
    expect(ids.slice(0, 2)).toEqual(['DC', 'DB']);
    expect(Math.abs(ids.indexOf('CDC') - ids.indexOf('DC'))).toBeGreaterThan(1);
  });

  it('still offer every type of spec 3.2, each once', () => {
    expect([...choices()].sort()).toEqual(['AVC', 'CB', 'CDC', 'DB', 'DC', 'HYB']);
  });
});
