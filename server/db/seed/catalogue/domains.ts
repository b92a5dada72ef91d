// Demo training domains; 17 is the authorised-partner (CertNexus) domain, 13 is the inactive one.
import type { SeedDomain } from "./types.ts";

export const domains: SeedDomain[] = [
  { id: 1, domain: "Cloud Computing", status: "A", icon: "cloud" },
  { id: 2, domain: "Data Science & AI", status: "A", icon: "chart" },
  { id: 3, domain: "Networking", status: "A", icon: "network" },
  { id: 4, domain: "Cyber Security", status: "A", icon: "shield" },
  { id: 5, domain: "Project Management", status: "A", icon: "clipboard" },
  { id: 6, domain: "DevOps", status: "A", icon: "infinity" },
  { id: 7, domain: "Programming Languages", status: "A", icon: "terminal" },
  { id: 8, domain: "Agile & Scrum", status: "A", icon: "users" },
  { id: 9, domain: "Database Administration", status: "A", icon: "database" },
  { id: 10, domain: "ITSM & Service Management", status: "A", icon: "settings" },
  { id: 11, domain: "Digital Marketing", status: "A", icon: "megaphone" },
  { id: 12, domain: "Embedded & IoT", status: "A", icon: "cpu" },
  { id: 13, domain: "Mainframe Technologies", status: "I", icon: null },
  { id: 15, domain: "Full Stack Development", status: "A", icon: "code" },
  { id: 16, domain: "SAP & ERP", status: "A", icon: null },
  { id: 17, domain: "CertNexus Authorised Training", status: "A", icon: "award" },
];
