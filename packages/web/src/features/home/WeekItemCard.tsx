import type { WeekItem } from '@clubhuis/contract/entities/home';
import { weekItemRoute } from '@clubhuis/contract/rules/home';
import { IconCalendarEvent, IconCar, IconClipboardCheck, IconRun, IconTent, IconTrophy, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '../../router/Link';
import { MeetingAnswer } from './MeetingAnswer';
import { TrainingAnswer } from './TrainingAnswer';
import { formatShortDate } from '../../ui/dates';
import { weekTexts as t } from './messages';

const ICONS: Record<WeekItem['kind'], Icon> = {
  meeting: IconUsersGroup,
  training: IconRun,
  trainerTraining: IconClipboardCheck,
  playMoment: IconCalendarEvent,
  campDay: IconTent,
  leaguePlayDate: IconTrophy,
};

const span = (from: string, till: string) => (from && till ? `${from}–${till}` : from);

/** What one line says and offers, per kind. */
function contentOf(item: WeekItem): { title: string; when: string; lines: ReactNode[]; action?: ReactNode } {
  switch (item.kind) {
    case 'meeting': {
      const lines: ReactNode[] = [item.lineUp ? t.labelled(t.lineUp, item.lineUp) : t.noLineUpYet];
      if (item.driver) {
        lines.push(
          <>
            <IconCar size={16} className="week-inline-icon" aria-hidden />
            {t.labelled(t.driver, item.driver)}
          </>,
        );
      }
      if (item.answer === 1) lines.push(<span className="week-yes">{t.youPlay}</span>);
      else if (item.answer === 0) lines.push(<span className="week-no">{t.youCannot}</span>);
      else if (item.inLineUp) lines.push(<span className="week-yes">{t.inLineUp}</span>);
      if (item.followed) lines.push(t.followedTeam);
      return {
        title: `${item.team} (${item.homeout === 'H' ? t.home : t.away})`,
        when: `${item.time} · ${item.meeting}`,
        lines,
        action: item.asksAnswer ? <MeetingAnswer item={item} /> : undefined,
      };
    }
    case 'training': {
      const state =
        item.status === 9 ? t.cancelled : item.status === 8 ? t.merged : item.reserved === 1 ? t.youCome : item.reserved === -1 ? t.youCannotCome(item.remark) : null;
      const tone = item.status >= 8 || item.reserved === -1 ? 'week-no' : 'week-yes';
      return {
        title: item.title,
        when: `${span(item.time, item.endTime)} · ${item.group}`,
        lines: state ? [<span className={tone}>{state}</span>] : [],
        action: item.asksAnswer && item.status < 2 ? <TrainingAnswer item={item} /> : undefined,
      };
    }
    case 'trainerTraining':
      return {
        title: item.title,
        when: `${span(item.time, item.endTime)} · ${item.group}`,
        lines: [item.asksAnswer ? t.toBeConfirmed(item.toBeConfirmed) : t.youTrain],
      };
    case 'playMoment':
      return { title: item.description, when: span(item.time, item.endTime), lines: [t.reserved, ...(item.remark ? [item.remark] : [])] };
    case 'campDay':
      return {
        title: item.title,
        when: t.campDay,
        lines: [item.presence === 1 ? t.presenceGiven : item.presence === 0 ? t.noTrainingGiven : item.asksAnswer ? t.presenceAsked : ''].filter(Boolean),
      };
    case 'leaguePlayDate':
      return {
        title: item.league,
        when: [item.time, t.leaguePlayDate(item.poule), item.terrain].filter(Boolean).join(' · '),
        lines: [...(item.toPlay > 0 ? [t.toPlay(item.toPlay)] : []), ...(item.remarks ? [item.remarks] : [])],
      };
  }
}

/**
 * One line of 'Mijn week': its icon, a title that opens its screen, when and what, the member's answer,
 * and where one is asked the one-tap answer. showName: the user has several members (a parent);
 * withDate: a line under 'Nog te bevestigen' (last week's days).
 */
export function WeekItemCard({ item, showName, withDate = false }: { item: WeekItem; showName: boolean; withDate?: boolean }) {
  const Icon = ICONS[item.kind];
  const { title, when: time, lines, action } = contentOf(item);
  // Under 'Nog te bevestigen' the lines are of several past days: each says its own.
  const when = withDate ? `${formatShortDate(item.date)} · ${time}` : time;
  return (
    <li>
      <article className="week-item" data-waiting={item.asksAnswer || undefined} data-line={`${item.kind} ${item.id} ${item.memberId}`} aria-label={title}>
        <div className="week-icon">
          <Icon size={20} aria-hidden />
        </div>
        <div>
          <div className="week-head">
            <Link to={weekItemRoute(item)} className="week-title">
              {title}
            </Link>
            {item.asksAnswer && <span className="week-flag">{t.waitsForAnswer}</span>}
          </div>
          <p className="week-sm">{when}</p>
          {showName && item.memberName && <p className="week-sm week-muted">{t.forMember(item.memberName)}</p>}
          {lines.map((line, i) => (
            <p key={i} className="week-sm">
              {line}
            </p>
          ))}
          {action}
        </div>
      </article>
    </li>
  );
}
