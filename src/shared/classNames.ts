/** An element's class attribute from the names that apply: the sign-in app's blocks and the portal's list rows. */
export const classNames = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
