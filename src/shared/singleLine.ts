/**
 * One-line values (issue 22): control characters (C0, DEL, C1) and the Unicode line and paragraph separators never
 * belong in a name, and CR or LF in one that reaches an email header would start a header of its own.
 */
// eslint-disable-next-line no-control-regex
export const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const LINE_BREAKING_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export const isSingleLine = (value: string) => !LINE_BREAKING.test(value);

/** The value on one line: each run of control characters becomes one space. */
export const oneLine = (value: string) => value.replace(LINE_BREAKING_ALL, ' ');
