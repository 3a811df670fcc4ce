import type { AppConfig } from '@clubhuis/contract/entities/session';
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { readBranding } from '../config/branding';
import { configColorSchemeManager } from '../config/colorScheme';
import { configQuery } from '../config/configQuery';
import { cssVariables, themeFor } from '../ui/theme';

/**
 * Mantine with the club's look: its colour from the config (before the config answers, the colour kept
 * from the last visit, so the first paint is already the club's), and the colour scheme the member chose
 * in the menu ('Zoals toestel' follows the phone).
 */
export function ClubTheme({ children }: { children: ReactNode }) {
  // Reads the cached config only: the startup asks for it (and says when it failed). Only its colour:
  // the config's arrival with the colour kept from the last visit then renders nothing again.
  const { data: configColour } = useQuery({ ...configQuery(), enabled: false, select: primaryColorOf });
  const [remembered] = useState(() => readBranding()?.primaryColor ?? '');
  const colour = configColour ?? remembered;
  const theme = useMemo(() => themeFor(colour), [colour]);
  const [manager] = useState(configColorSchemeManager);
  // MantineProvider works out its CSS variables (~600) at each render: only when the theme changes.
  return useMemo(
    () => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables} colorSchemeManager={manager} defaultColorScheme="auto">
        {children}
      </MantineProvider>
    ),
    [theme, manager, children],
  );
}

const primaryColorOf = (config: AppConfig) => config.primaryColor;
