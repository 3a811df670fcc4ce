import type { LeagueSubscription } from '@clubhuis/contract/entities/league';
import { mailHref, phoneHref } from '@clubhuis/contract/rules/contact';
import { Anchor, Button, Card, Group, Text } from '@mantine/core';
import { GenderIcon } from '../../ui/GenderIcon';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { activeLocale } from '../../i18n/language';
import { SearchListPage } from '../../ui/SearchListPage';
import { navigate } from '../../router/location';
import { useLeagueId } from './leagueChoice';
import { leagueTexts as t, playerResultsTexts } from './messages';
import '@mantine/core/styles/Card.css';

const matches = (s: LeagueSubscription, search: string) => {
  const locale = activeLocale();
  const q = search.trim().toLocaleLowerCase(locale);
  return q === '' || s.memberName.toLocaleLowerCase(locale).includes(q) || s.email.toLocaleLowerCase(locale).includes(q);
};

/**
 * /leaguesubscriptions (spec 02 section 2): the league's subscribers with their current poule and
 * ranking; search by name or e-mail. Every member sees the list; the server fills in the contact links
 * (address, e-mail, phones) only for league managers, administrators and poule captains, and the page
 * says so when it shows none.
 */
export function SubscriptionsPage() {
  const leagueId = useLeagueId();
  const list = useCall('league/subscriptions.php', { leagueid: leagueId }, { enabled: leagueId > 0 });
  useErrorDialogFor(list.error, t.subscriptionsLoadFailed, t.subscriptionsLoadFailed);
  const withContacts = (list.data ?? []).some((s) => s.email || s.telephone || s.mobile || s.address);
  return (
    <SearchListPage title={t.subscriptionsTitle} query={list} matches={matches} count={t.count} empty={t.noSubscriptions}>
      {(shown) => (
        <>
          {!withContacts && (
            <Text size="sm" c="dimmed">
              {t.contactsHidden}
            </Text>
          )}
          {shown.map((s) => {
            const mail = mailHref(s.email);
            const phones = [s.telephone, s.mobile].filter(Boolean);
            return (
              <Card key={s.subscriptionId} withBorder padding="sm" component="article" aria-label={s.memberName}>
                <Text fw={600}>
                  <GenderIcon gender={s.gender} label={s.gender === 'M' ? t.boy : t.girl} />{' '}
                  {s.memberName}
                </Text>
                {s.address && <Text size="sm">{s.address}</Text>}
                <Group gap="sm">
                  {mail ? (
                    <Anchor href={mail} size="sm">
                      {s.email}
                    </Anchor>
                  ) : (
                    s.email && <Text size="sm">{s.email}</Text>
                  )}
                  {phones.map((p) => {
                    const tel = phoneHref(p);
                    return tel ? (
                      <Anchor key={p} href={tel} size="sm">
                        {p}
                      </Anchor>
                    ) : null;
                  })}
                </Group>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {s.actualPoule > 0 ? `${t.poule(s.actualLevel, s.actualPoule)} · ` : ''}
                    {t.ranking(s.ranking || '-')}
                  </Text>
                  {s.actualPoule > 0 && (
                    <Button size="compact-sm" variant="light" onClick={() => navigate(`/league/${s.memberId}`)}>
                      {playerResultsTexts.showResults}
                    </Button>
                  )}
                </Group>
              </Card>
            );
          })}
        </>
      )}
    </SearchListPage>
  );
}
