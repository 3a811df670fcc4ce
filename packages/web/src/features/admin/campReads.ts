/** What a change to the camps makes stale: the camp list, the log and the camp screens' lists. */
export const CAMP_READS = ['admin/camps/list', 'admin/audit/list', 'sportscamp/subscriptionList', 'sportscamp/materialList'] as const;
