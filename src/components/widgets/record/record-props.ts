// Build-time props of the game-record panel: its words in the page's language (with the engine's reasons a damaged
// record is refused for), the link to the format's page and the analysis board's address.
import { href, pick, type Lang } from '../../../i18n';

export function recordWords(lang: Lang) {
  // gap: between two sentences, a space in English and nothing after a Japanese or Chinese full stop.
  return {
    ...pick(lang, 'record.'), formatHref: href(lang, '/about/engine/#records'), analysisHref: href(lang, '/analysis/'),
    errors: pick(lang, 'engineError.'), gap: lang === 'en' ? ' ' : '',
  };
}
