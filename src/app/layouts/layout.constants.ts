/** Header height in px (the 4 px primary-colour underline included). */
export const HEADER_HEIGHT = 64;

/** Drawer width per breakpoint: narrower on tablets, roomier on large screens. */
export const DRAWER_WIDTH = { xs: 280, md: 320, lg: 360 } as const;
