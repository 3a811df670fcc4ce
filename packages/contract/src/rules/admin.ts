// The administration's limits: the endpoints check them, the forms set them on their fields.

/** A name, title or one-line description. */
export const MAX_NAME = 80;
/** A longer description or a setting's text. */
export const MAX_DESCRIPTION = 400;
/** A league's regulations. */
export const MAX_REGULATIONS = 4000;
export const MAX_EMAIL = 120;
/** A member's contact and federation fields: the member form sets the same lengths. */
export const MEMBER_FIELD_MAX = { address: 200, email: MAX_EMAIL, telephone: 40, mobile: 40, associationId: 40, ranking: 20 } as const;
/** Places of a play-moment series (0: no limit). */
export const SERIES_CAPACITY = { min: 0, max: 500 } as const;
