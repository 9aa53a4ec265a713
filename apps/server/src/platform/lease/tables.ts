/** Named leases (migration 0016). */
export interface ServiceLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface LeaseTables {
  service_leases: ServiceLeasesTable;
}
