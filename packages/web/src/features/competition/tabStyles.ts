/**
 * Four or five tabs do not fit a 390 px phone: instead of wrapping to a second row, the tab bar stays
 * one row and scrolls sideways (the tabs keep their width).
 */
export const ONE_ROW_TABS = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  tab: { flexShrink: 0 },
} as const;
