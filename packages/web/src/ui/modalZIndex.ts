/**
 * The dialogs of this screen sit just below Mantine's default modal layer (200), so the app's error
 * dialog, which may have been mounted earlier, always opens on top of them.
 */
export const MODAL_Z_INDEX = 190;
