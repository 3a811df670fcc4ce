import type { PlayerMoment, Presence, Reservation } from '@clubhuis/contract/entities/playermoments';

/** Test data of play moments. */
export const makeMoment = (patch: Partial<PlayerMoment> = {}): PlayerMoment => ({
  eventId: 1,
  moment: 'Tafeltennis vrij spel - di 24/11 19:30',
  playDate: '2030-11-24',
  startTime: '19:30',
  endTime: '22:00',
  discipline: 'tabletennis',
  capacity: 12,
  nrOfReservations: 3,
  description: 'Vrij spel voor alle leden',
  isResponsible: false,
  ...patch,
});

export const makePresence = (patch: Partial<Presence> = {}): Presence => ({
  id: patch.memberId ?? 1,
  memberId: 1,
  memberName: 'Jan Peeters',
  presence: '0',
  occasional: '0',
  ...patch,
});

export const makeReservation = (patch: Partial<Reservation> = {}): Reservation => ({
  id: 1,
  eventId: 1,
  memberId: 7,
  memberName: 'Jan Peeters',
  description: 'Tafeltennis vrij spel - di 24/11 19:30',
  remark: '',
  reservationDate: '2030-11-20T18:00:00Z',
  playDate: '2030-11-24',
  startTime: '19:30',
  ...patch,
});
