// Text put into HTML or XML written as a string (a sitemap, a table cell the page writes as HTML): the three characters
// that would be read as markup, escaped.
export const escapeMarkup = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
