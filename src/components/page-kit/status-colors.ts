/** Text and badge colours that keep WCAG AA contrast (4.5:1) on white and under white text. */
export const STATUS_COLORS = {
  positive: '#237032',
  negative: '#c92a2a',
  neutral: '#495057',
} as const;
