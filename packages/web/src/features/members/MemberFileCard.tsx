import type { MemberCard } from '@clubhuis/contract/entities/members';
import { mailHref, phoneHref } from '@clubhuis/contract/rules/contact';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssColor, mantineColor } from './memberFormat';
import { formatDate } from '../../ui/dates';
import { membersTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';

/** One labelled line of the card; nothing when the value is empty. */
function Field({ label, children, value }: { label: string; value: string; children?: ReactNode }) {
  if (value.trim() === '') return null;
  return (
    <Text size="sm">
      <Text span c="gray.7">
        {t.labelled(label)}{' '}
      </Text>
      {children ?? value}
    </Text>
  );
}

function Link({ href, text }: { href: string | null; text: string }) {
  return href ? <Anchor href={href}>{text}</Anchor> : <>{text}</>;
}

function Objectives({ label, list }: { label: string; list: MemberCard['achievedObjectives'] }) {
  if (list.length === 0) return null;
  return (
    <div>
      <Text size="sm" c="gray.7">
        {t.labelled(label)}
      </Text>
      <Group gap={4} mt={2}>
        {list.map((o) => (
          <Badge key={o.id} variant="dot" color={mantineColor(o.color)} c="gray.9">
            {o.name}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

/**
 * One member file (spec 01 section 3): name, gender, ranking, address, e-mail (a mailto link only
 * with an '@'), telephone and mobile (tel: links of digits), birthdate, and for trainees their groups,
 * remark and objectives.
 */
export function MemberFileCard({ member, trainee }: { member: MemberCard; trainee: boolean }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={member.memberName}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={2} fz="md">
            {member.memberName}
          </Title>
          {member.ranking.trim() !== '' && (
            <Badge variant="outline" color="gray.7" c="gray.9" aria-label={`${t.labelled(t.ranking)} ${member.ranking}`}>
              {member.ranking}
            </Badge>
          )}
        </Group>
        <Field label={t.gender} value={t.genders[member.gender]} />
        <Field label={t.address} value={member.address} />
        <Field label={t.email} value={member.email}>
          <Link href={mailHref(member.email)} text={member.email} />
        </Field>
        <Field label={t.telephone} value={member.telephone}>
          <Link href={phoneHref(member.telephone)} text={member.telephone} />
        </Field>
        <Field label={t.mobile} value={member.mobile}>
          <Link href={phoneHref(member.mobile)} text={member.mobile} />
        </Field>
        <Field label={t.birthdate} value={formatDate(member.birthdate)} />
        <Field label={t.associationId} value={member.associationId} />
        {trainee && (
          <>
            <Field label={t.trainingGroups} value={member.trainingGroups} />
            {member.traineeRemark.trim() !== '' && (
              <Text
                size="sm"
                pl="xs"
                style={{ borderLeft: `4px solid ${cssColor(member.traineeRemarkColor)}` }}
              >
                {t.labelled(t.traineeRemark)} {member.traineeRemark}
              </Text>
            )}
            <Objectives label={t.achievedObjectives} list={member.achievedObjectives} />
            <Objectives label={t.currentObjectives} list={member.currentObjectives} />
          </>
        )}
      </Stack>
    </Card>
  );
}
