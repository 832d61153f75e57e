import "server-only";
/** Text for an HTML mail body or attribute: & < > " ' as numeric character references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
