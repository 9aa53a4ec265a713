/** The hrefs the games screen receives from the app; a route that is not served has none. */
export interface GamesLinks {
  gameRunHref?: string | undefined;
}
