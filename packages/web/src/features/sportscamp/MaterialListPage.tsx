import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /materiallist: filled in by a later issue. */
export function MaterialListPage() {
  return <PagePlaceholder title={sportsCampTexts.materialListTitle} />;
}
