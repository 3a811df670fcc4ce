import { __iconNode as iconGenderFemale } from '@tabler/icons-react/icons/IconGenderFemale';
import { __iconNode as iconGenderMale } from '@tabler/icons-react/icons/IconGenderMale';
import { Icon } from './Icon';

/** The spec's gender icon (M/F) with its name in words for a screen reader ('jongen', 'meisje', …). */
export function GenderIcon({ gender, label }: { gender: string; label: string }) {
  return <Icon node={gender === 'M' ? iconGenderMale : iconGenderFemale} label={label} size={18} style={{ verticalAlign: '-3px' }} />;
}
