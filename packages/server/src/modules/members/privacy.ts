import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionForms, members } from '../../db/schema.ts';

/** The member's personal data goes; its row stays (results and statistics keep pointing at it), named 'Gewist lid N'. */
export async function eraseMemberRow(tx: Db, memberId: number): Promise<void> {
  await tx.delete(contributionForms).where(eq(contributionForms.memberId, memberId));
  await tx
    .update(members)
    .set({
      firstName: 'Gewist',
      lastName: `lid ${memberId}`,
      address: '',
      email: '',
      telephone: '',
      mobile: '',
      birthdate: null,
      associationId: '',
      memberState: 0,
      traineeState: 0,
      trainingGroups: '',
      traineeRemark: '',
      traineeRemarkColor: '',
    })
    .where(eq(members.id, memberId));
}
