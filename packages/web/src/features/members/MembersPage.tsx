import { useRoute } from '../../app/router/useRoute';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { membersTexts } from './messages';

/** /members and /members/{which} (members, trainees; none = all): filled in by a later issue. */
export function MembersPage() {
  const { params } = useRoute();
  const title = params.which === 'trainees' ? membersTexts.traineesTitle : membersTexts.membersTitle;
  return <PagePlaceholder title={title} />;
}
