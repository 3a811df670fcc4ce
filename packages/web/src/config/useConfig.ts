import type { AppConfig } from '@clubhuis/contract/entities/session';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from './configQuery';

/** The club config. The shell renders screens only after it loaded, so it is always there. */
export function useConfig(): AppConfig {
  const { data } = useQuery(configQuery());
  if (!data) throw new Error('useConfig() was called before the config was loaded');
  return data;
}
