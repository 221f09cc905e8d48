import { SkipLink } from '@venue/design-system';
import { useTranslation } from 'react-i18next';

/** The id of every page's main landmark, where the skip link leads. */
export const mainId = 'main';

/** "Skip to content", the first Tab stop of every page: past the header (and the menu) to the main view. */
export function SkipToMain() {
  const { t } = useTranslation();
  return <SkipLink target={mainId}>{t('frame.skipToContent')}</SkipLink>;
}
