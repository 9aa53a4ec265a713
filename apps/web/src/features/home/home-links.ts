/** The hrefs home receives from the app; a route that is not served has none. */
export interface HomeLinks {
  exchangeHref?: string | undefined;
  gameRunHref?: string | undefined;
  /** An operator's link (slider item, sport entry), if it leads somewhere served; else undefined. */
  resolveLink: (link: string) => string | undefined;
}
