/**
 * Read by screen readers, not drawn: for labels and inputs the layout shows another way. Sizes in px: MUI's `sx` reads
 * a bare 1 as 100%, which made the box as wide as the page and let it run off a phone's screen.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
