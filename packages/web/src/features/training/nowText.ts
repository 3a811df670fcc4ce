import { brusselsClock } from '@clubhuis/contract/rules/clock';

/** 'yyyy-mm-dd hh:mm' now on the Brussels clock: the server's start and end times compare with it. */
export function nowText(now = new Date()): string {
  const c = brusselsClock(now);
  return `${c.date} ${c.time}`;
}
