import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { strengthListsTexts } from './messages';

/** /sterktelijsten: filled in by a later issue. */
export function StrengthListsPage() {
  return <PagePlaceholder title={strengthListsTexts.strengthListsTitle} />;
}
