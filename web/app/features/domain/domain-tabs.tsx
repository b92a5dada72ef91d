// The "All training domains" page: a tab per active domain with its icon (the book icon when it
// has none); the first is preselected and a tab click goes to /domain/{id}. Since a click leaves
// the page, the tabs are a list of links (not an ARIA tablist); the preselected one is marked
// with aria-current.
import { allDomainsCopy as copy } from "@skillbridge/core/page-copy/all-domains";
import type { Domain } from "@skillbridge/core/schemas";
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import styles from "./domain-tabs.module.css";

type Props = { domains: Domain[]; selectedId: number | null };

export function DomainTabs({ domains, selectedId }: Props) {
  return (
    <nav aria-label={copy.tabs} className={styles.nav}>
      <ul className={styles.tabs}>
        {domains.map((domain) => (
          <li key={domain.id}>
            <Link
              to={`/domain/${domain.id}`}
              className={styles.tab}
              aria-current={domain.id === selectedId ? "true" : undefined}
            >
              <Icon name={domain.icon ?? undefined} size={22} />
              <span>{domain.domain}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
