/**
 * Spec 3.2's employer types, with the words people read for them: the one list the employer screens, the scheme
 * coverage page and the bulk-onboarding column guide all show.
 */
export const EMPLOYER_TYPES = [
  { id: 'OTH', name: 'Other' },
  { id: 'FOR', name: 'Former' },
] as const;

/** `OTH (Other) or FOR (Former)`: the codes a file holds, each with its meaning. */
export const employerTypeCodes = () => EMPLOYER_TYPES.map((t) => `${t.id} (${t.name})`).join(' or ');
