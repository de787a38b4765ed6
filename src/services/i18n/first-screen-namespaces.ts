/**
 * The namespaces every first screen draws (the frame, the public list, the shared page kit's
 * tables and exports): they load with the culture, in one chunk per culture (vite.config.ts
 * reads this list). Any other namespace loads when a component first asks for it; its page
 * suspends until then.
 */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [
  'common',
  'frame',
  'a11y',
  'analysis',
  'pages-common',
  'exports',
];

/**
 * The namespaces of the signed-in frame (saved views, offline and print notices) and of the cards
 * most signed-in pages draw (periods, maps, targets, reference figures): one chunk per culture,
 * `locale-<culture>-main`, instead of one small chunk each.
 */
export const MAIN_FRAME_NAMESPACES: readonly string[] = [
  'views',
  'offline',
  'print',
  'periods',
  'maps',
  'targets',
  'reference-data',
];
