import type { CampSubscription } from '@clubhuis/contract/entities/sportscamp';
import { mailHref, phoneHref } from '@clubhuis/contract/rules/contact';
import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { __iconNode as iconCake } from '@tabler/icons-react/icons/IconCake';
import { __iconNode as iconCamera } from '@tabler/icons-react/icons/IconCamera';
import { __iconNode as iconCameraOff } from '@tabler/icons-react/icons/IconCameraOff';
import { __iconNode as iconInfoCircle } from '@tabler/icons-react/icons/IconInfoCircle';
import { __iconNode as iconPill } from '@tabler/icons-react/icons/IconPill';
import { __iconNode as iconStar } from '@tabler/icons-react/icons/IconStar';
import { Icon } from '../../ui/Icon';
import { GenderIcon } from '../../ui/GenderIcon';
import { dmy } from './campText';
import { Marker } from './Marker';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';

/** One child's subscription: who, the markers a trainer must see at a glance, and how to reach the parents. */
export function SubscriptionCard({ s }: { s: CampSubscription }) {
  const contacts = [
    ...[s.email, s.email2].filter(Boolean).map((e) => ({ text: e, href: mailHref(e) })),
    ...[s.telephone, s.telephone2].filter(Boolean).map((p) => ({ text: p, href: phoneHref(p) })),
  ];
  return (
    <Card withBorder padding="sm" component="article" aria-label={s.name}>
      <Stack gap={4}>
        {s.isBirthdayToday && (
          <Alert color="pink" p={6} variant="light" icon={<Icon node={iconCake} size={18} />}>
            {t.birthday(s.name)}
          </Alert>
        )}
        <Group gap={6} wrap="wrap" className="camp-markers">
          <GenderIcon gender={s.gender} label={s.gender === 'M' ? t.boy : t.girl} />
          <Text fw={600}>{s.name}</Text>
          {s.isMember === '1' && <Marker icon={iconStar} label={t.clubMember} color="yellow" />}
          {/* Spec 02: the photo-consent indicator shows either way, so 'allowed' is read, not guessed from a missing mark. */}
          {s.gdpr === '1' ? <Marker icon={iconCamera} label={t.photosAllowed} color="green" /> : <Marker icon={iconCameraOff} label={t.noPhotos} color="red" />}
          {s.medication && <Marker icon={iconPill} label={`${t.medication}: ${s.medication}`} color="orange" />}
          {s.extraInfo && <Marker icon={iconInfoCircle} label={`${t.extraInfo}: ${s.extraInfo}`} color="blue" />}
        </Group>
        <Text size="sm" c="dimmed">
          {s.sportsCamp} · {s.group} · {t.bornOn(dmy(s.birthdate))}
        </Text>
        {s.address && <Text size="sm">{s.address}</Text>}
        {s.parents && (
          <Text size="sm">
            {t.parents}: {s.parents}
          </Text>
        )}
        {s.experience && (
          <Text size="sm">
            {t.experience}: {s.experience}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {contacts.map((c) =>
            c.href ? (
              <Anchor key={c.text} href={c.href} size="sm">
                {c.text}
              </Anchor>
            ) : (
              <Text key={c.text} size="sm">
                {c.text}
              </Text>
            ),
          )}
        </Group>
      </Stack>
    </Card>
  );
}
