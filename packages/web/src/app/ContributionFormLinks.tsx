import type { SessionUser } from '@clubhuis/contract/entities/session';
import { Anchor, Stack } from '@mantine/core';
import { useCallMutation } from '../api/calls';
import { shellTexts } from './messages';

const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;

/**
 * One link per available contribution form: the server hands out a short-lived link to the PDF, which
 * opens in this tab (a new tab after a network call would be taken for a pop-up). Spec 01 section 7:
 * a failure to get the link is only logged.
 */
export function ContributionFormLinks({ forms }: { forms: SessionUser['availableContributionForms'] }) {
  const link = useCallMutation('contributionform/contributionform_url.php', {
    onSuccess: ({ url }) => void window.open(url, '_self'),
    onError: (error) => console.error(shellTexts.contributionFormFailed, error),
  });
  return (
    <Stack gap={2} mt={4}>
      {forms.map((form) => (
        <Anchor
          key={form.id}
          component="button"
          type="button"
          size="sm"
          ta="left"
          disabled={link.isPending}
          onClick={() => link.mutate({ id: form.id })}
        >
          {shellTexts.contributionForm(form.description, euro(form.amount))}
        </Anchor>
      ))}
    </Stack>
  );
}
