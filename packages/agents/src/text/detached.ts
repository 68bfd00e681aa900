/**
 * A copy of a text that does not hold on to the text it was cut from: V8 cuts a slice or a regular
 * expression's match of 13 or more characters as a view of the whole text, which a kept copy would keep alive.
 */
export const detached = (text: string) => (text.length >= 13 ? (' ' + text).slice(1) : text);
