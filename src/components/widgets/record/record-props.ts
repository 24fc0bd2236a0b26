// Build-time props of the game-record panel: its words in the page's language (with the engine's reasons a damaged
// record is refused for) and the link to the format's page.
import { href, pick, type Lang } from '../../../i18n';

export function recordWords(lang: Lang) {
  return { ...pick(lang, 'record.'), formatHref: href(lang, '/about/engine/#records'), errors: pick(lang, 'engineError.') };
}
