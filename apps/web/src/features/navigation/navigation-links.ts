/** The hrefs the navigation receives from the app: only routes that are served have one. */
export interface NavigationLinks {
  /** The game frame, once served (a SPORTS entry may launch a game directly). */
  gameRunHref?: string | undefined;
  /** Menu pages that appear once their screens are served. */
  promotionsHref?: string | undefined;
  exchangeHref?: string | undefined;
  vipHref?: string | undefined;
  referralHref?: string | undefined;
  /** An operator's link (a sport entry's), if it leads somewhere served; else undefined. */
  resolveLink: (link: string) => string | undefined;
}
