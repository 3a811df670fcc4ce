// The administration's limits: the endpoints check them, the forms set them on their fields.

/** A name, title or one-line description. */
export const MAX_NAME = 80;
/** A longer description or a setting's text. */
export const MAX_DESCRIPTION = 400;
/** A league's regulations. */
export const MAX_REGULATIONS = 4000;
export const MAX_EMAIL = 120;
/** Places of a play-moment series (0: no limit). */
export const SERIES_CAPACITY = { min: 0, max: 500 } as const;
