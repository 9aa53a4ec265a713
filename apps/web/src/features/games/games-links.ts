/** The hrefs the games screen receives from the app; a route that is not served has none. */
export interface GamesQuery {
  type?: string;
  system?: string;
  title?: string;
}

export interface GamesLinks {
  homeHref: string;
  loginHref: string;
  gamesHref: (query: GamesQuery) => string;
  gameRunHref?: string | undefined;
}
