/**
 * The demo catalogue a fresh install shows: our own house provider plus fictional studios named
 * after Bangladeshi rivers and places (no real provider's name or artwork is used).
 */
export interface DemoProvider {
  platform: string;
  name: string;
  colors: [string, string];
  categories: string[];
}

export interface DemoGame {
  code: string;
  name: string;
  category: string;
  platform: string;
}

export const demoCategories: { code: string; name: string }[] = [
  { code: 'SPORTS', name: 'Sports' },
  { code: 'LIVE', name: 'Casino' },
  { code: 'SLOT', name: 'Slot' },
  { code: 'TABLE', name: 'Table' },
  { code: 'BINGO', name: 'Poker' },
  { code: 'EGAME', name: 'Crash' },
  { code: 'FH', name: 'Fishing' },
  { code: 'LOTTO', name: 'Lottery' },
  { code: 'ARCADE', name: 'Arcade' },
];

export const demoProviders: DemoProvider[] = [
  {
    platform: 'KHELA',
    name: 'Khela Originals',
    colors: ['#2b1a00', '#f5a524'],
    categories: ['EGAME', 'SLOT', 'TABLE', 'LIVE', 'FH', 'ARCADE', 'LOTTO', 'BINGO'],
  },
  {
    platform: 'PADMA',
    name: 'Padma Slots',
    colors: ['#1d0b3b', '#8e44ad'],
    categories: ['SLOT', 'FH'],
  },
  {
    platform: 'SUNDARBAN',
    name: 'Sundarban Live',
    colors: ['#05281c', '#1f8a5b'],
    categories: ['LIVE', 'TABLE'],
  },
  {
    platform: 'MEGHNA',
    name: 'Meghna Gaming',
    colors: ['#04263a', '#1e88e5'],
    categories: ['SLOT', 'FH', 'BINGO'],
  },
  {
    platform: 'JAMUNA',
    name: 'Jamuna Cards',
    colors: ['#3b0d0d', '#d84315'],
    categories: ['BINGO', 'TABLE', 'LOTTO'],
  },
];

/** [category, name] or, where the code is not the name's, [category, name, code]. */
const gamesByProvider: Record<string, ([string, string] | [string, string, string])[]> = {
  // The house provider's games (features/house-games), every one playable.
  KHELA: [
    ['EGAME', 'Crash'],
    ['SLOT', 'Slots'],
    ['EGAME', 'Limbo'],
    ['ARCADE', 'Dice'],
    ['ARCADE', 'Mines'],
    ['ARCADE', 'Plinko'],
    ['ARCADE', 'Wheel'],
    ['ARCADE', 'Hi-Lo', 'hilo'],
    ['LOTTO', 'Keno'],
    ['LOTTO', 'Khela Lotto', 'lottery'],
    ['TABLE', 'Roulette'],
    ['TABLE', 'Baccarat'],
    ['TABLE', 'Blackjack'],
    ['LIVE', 'Dragon Tiger'],
    ['LIVE', '7 Up 7 Down', 'seven-up-down'],
    ['LIVE', 'Andar Bahar'],
    ['LIVE', 'Teen Patti'],
    ['FH', 'Fishing'],
    ['BINGO', 'Jacks or Better'],
  ],
  PADMA: [
    ['SLOT', 'Royal Bengal Tiger'],
    ['SLOT', 'Monsoon Riches'],
    ['SLOT', 'Golden Ilish'],
    ['SLOT', 'Lucky Lotus'],
    ['SLOT', 'Rickshaw Rally'],
    ['SLOT', 'Pohela Fortune'],
    ['FH', 'River Catch'],
    ['FH', 'Hilsa Hunter'],
  ],
  SUNDARBAN: [
    ['LIVE', 'Teen Patti Live'],
    ['LIVE', 'Andar Bahar Live'],
    ['LIVE', 'Baccarat Live'],
    ['LIVE', 'Roulette Live'],
    ['LIVE', 'Dragon Tiger Live'],
    ['TABLE', 'Blackjack Classic'],
  ],
  MEGHNA: [
    ['SLOT', 'Tea Garden Treasure'],
    ['SLOT', 'Cox Bazar Waves'],
    ['SLOT', 'Mango Mania'],
    ['FH', 'Ocean Royale'],
    ['BINGO', 'Bingo Bazaar'],
  ],
  JAMUNA: [
    ['BINGO', "Texas Hold'em"],
    ['BINGO', 'Jhandi Munda'],
    ['TABLE', 'Teen Patti'],
    ['TABLE', 'Andar Bahar'],
    ['LOTTO', 'Lucky Draw'],
  ],
};

function codeOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const demoGames: DemoGame[] = Object.entries(gamesByProvider).flatMap(([platform, games]) =>
  games.map(([category, name, code]) => ({ code: code ?? codeOf(name), name, category, platform })),
);

export const demoSportEntries = [
  { name: 'Exchange', icon: 'exchange', link: '/exchange' },
  { name: 'Cricket', icon: 'cricket', link: '/exchange?sport=cricket' },
  { name: 'Football', icon: 'football', link: '/exchange?sport=soccer' },
  { name: 'Tennis', icon: 'tennis', link: '/exchange?sport=tennis' },
];
