/** The live stream's address under the API base (`POST <apiUrl>live`, outside the catalogue: it answers a stream). */
export const LIVE_PATH = 'live';

/**
 * The header every call's answer carries: the live stream's last event id when the call was read. A
 * first stream opened from the lowest of them replays what changed between the screen's first answers
 * and its opening (ARCHITECTURE.md, Live updates).
 */
export const LIVE_MARK_HEADER = 'x-live-mark';
