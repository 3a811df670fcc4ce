/**
 * The areas whose screens exist. A menu entry of an area that is not built would lead to a blank
 * page, so menuSections leaves it out; the issue that builds an area flips its switch here.
 */
export const AREAS_BUILT = {
  strengthLists: true,
  league: true,
  training: true,
  sportsCamp: true,
};

export type AreasBuilt = typeof AREAS_BUILT;
