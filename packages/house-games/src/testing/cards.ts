/**
 * Cards written as the tests read them: a rank (A 2 … 9 T J Q K) and a suit letter in the order the
 * pages draw the suits (s ♠, h ♥, d ♦, c ♣), so "As Kh" is [0, 25].
 */
export function cardsOf(text: string): number[] {
  return text.split(' ').map((word) => {
    const rank = 'A23456789TJQK'.indexOf(word[0] as string);
    const suit = 'shdc'.indexOf(word[1] as string);
    if (rank < 0 || suit < 0) throw new Error(`not a card: ${word}`);
    return suit * 13 + rank;
  });
}
