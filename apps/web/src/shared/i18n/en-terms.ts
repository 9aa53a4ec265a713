/**
 * The English Terms and Conditions (/terms): the rules a player agrees to at sign-up, in the
 * site's own words, the money rules as the server applies them.
 */
export const enTerms = {
  title: 'Terms and Conditions',
  updated: 'Last changed {{date}}',
  intro:
    '{{site}} runs a betting exchange, house markets and casino games for adults in Bangladesh. Opening an account means you accept these terms.',
  sections: {
    account: {
      title: 'Your account',
      body: 'You must be 18 or older. One account per person: a second account, shared details or playing for someone else lets us close the accounts and return only what was deposited. Keep your password to yourself; bets placed with it count as yours. We may ask you to verify your phone number and your identity before a withdrawal.',
    },
    money: {
      title: 'Deposits and withdrawals',
      body: 'Amounts are in Bangladeshi taka. A deposit is credited once its payment is confirmed. Each deposit is played through once (its turnover) before it can be withdrawn, and a promotion adds its own turnover. Withdrawals go only to a phone number verified on your account, one request at a time.',
    },
    bonuses: {
      title: 'Bonuses and rewards',
      body: "A promotion's amount, turnover and dates are shown with it. Bonuses, VIP points and referral rewards count only bets that carry a real risk: bets that cancel each other out, in one account or across accounts, earn nothing and may void the bonus.",
    },
    exchange: {
      title: 'Exchange bets',
      body: "On the exchange you bet against other players. A bet is matched at the price asked or better; what is not matched waits until it is, until you cancel it, or until the match goes in play, when it lapses. A market's net winnings pay its commission. Markets settle on the official result; a match abandoned, or a tie where the market has no draw, is void and every stake is returned.",
    },
    house: {
      title: 'Bookmaker and Fancy',
      body: 'Bookmaker and Fancy markets are priced by the house and taken in full at the rate shown; a rate that has moved is refused. A Fancy line settles on the official runs: YES wins at or above its line, NO at or below its own; runs between two lines pay neither side (Khadda). A Lottery line compares the last digit of the runs, an Odd/Even line whether they are odd. A tied match still settles Fancy; bets taken after the result or at a plainly wrong rate are void; penalty runs do not count.',
    },
    casino: {
      title: 'Casino games',
      body: "The house games are provably fair: before you play, each shows a fingerprint of its secret seed, and once the seed is changed every past round can be checked on the verify page. Other games run on their providers' systems; a round that fails is refunded.",
    },
    responsible: {
      title: 'Playing responsibly',
      body: 'Set a budget and stop when it is spent. Support can set limits on your account or pause it whenever you ask.',
    },
    changes: {
      title: 'Changes to these terms',
      body: 'We may change these terms; the date above says when they last changed. A bet keeps the terms it was placed under.',
    },
  },
};
