import { sportOf } from '@clubhuis/contract/rules/session';
import { useConfig } from '../../config/useConfig';
import { navigate } from '../../router/location';
import { useSession } from '../../session/sessionStore';
import { homeTexts as t } from './messages';
import { ShellButton } from '../../ui/ShellButton';

const GRID = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--mantine-spacing-sm)' } as const;

/** The interclub shortcuts of home, shown with the team composition module (spec 01 section 2). */
export function HomeButtons() {
  const config = useConfig();
  const { user, selectedMemberId } = useSession();
  const buttons: { label: string; to: string }[] = [];
  if (sportOf(config.association) === 'tabletennis' && selectedMemberId > 0) {
    buttons.push({ label: t.myResults, to: `/results/${selectedMemberId}` });
  }
  buttons.push({ label: t.teams, to: '/statistics' });
  if (user) buttons.push({ label: t.lineUps, to: '/teams' });
  buttons.push({ label: t.weekDigest, to: '/weekdigest' });

  return (
    // Two columns of light buttons; plain grid and buttons keep the first screen small.
    <div style={GRID}>
      {buttons.map((b) => (
        <ShellButton key={b.to} variant="light" onClick={() => navigate(b.to)}>
          {b.label}
        </ShellButton>
      ))}
    </div>
  );
}
