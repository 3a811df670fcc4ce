/**
 * Where the presences screen's 'Terug' leads: the trainer's list last shown ('open' or 'all'), or the
 * open ones when the presences were opened directly. A link, not the browser's history, which may lead
 * out of the training screens (issue 28 item 22).
 */
let lastList = 'open';

export function rememberList(status: string): void {
  if (status === 'open' || status === 'all') lastList = status;
}

export function listPath(): string {
  return `/trainingmoments/${lastList}`;
}
