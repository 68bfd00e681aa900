/** The text with its accents and other combining marks taken off ("Início" → "Inicio", "München" → "Munchen"). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
