/**
 * A role="tablist" that the keyboard can drive: Left/Right move between tabs (wrapping), Home/End jump to
 * the ends, and only the selected tab is in the Tab order (roving tabindex). `select` shows the tab's panel.
 */
export function wireTablist(tablist: HTMLElement, select: (tab: HTMLElement) => void): { choose: (tab: HTMLElement) => void } {
  const tabs = () => [...tablist.querySelectorAll<HTMLElement>("[role=tab]")];
  const choose = (tab: HTMLElement) => {
    for (const other of tabs()) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
    }
    select(tab);
  };
  tablist.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[role=tab]");
    if (tab && tablist.contains(tab)) choose(tab);
  });
  tablist.addEventListener("keydown", (event) => {
    const all = tabs();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next =
      event.key === "ArrowRight"
        ? all[(index + 1) % all.length]
        : event.key === "ArrowLeft"
          ? all[(index - 1 + all.length) % all.length]
          : event.key === "Home"
            ? all[0]
            : event.key === "End"
              ? all.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(next);
  });
  const current = tabs().find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs()[0];
  if (current) choose(current);
  return { choose };
}

/** The inspector's tabs: each shows the panel its aria-controls names and hides the others. */
export function wirePanelTabs(tablist: HTMLElement): { show: (panelId: string) => void } {
  const { choose } = wireTablist(tablist, (tab) => {
    for (const other of tablist.querySelectorAll<HTMLElement>("[role=tab]")) {
      const panel =
        document.getElementById(other.getAttribute("aria-controls") ?? "") ?? document.querySelector<HTMLElement>(`[data-panel="${other.dataset["tab"]}"]`);
      if (panel) panel.hidden = other !== tab;
    }
  });
  return {
    show: (panelId) => {
      const tab = tablist.querySelector<HTMLElement>(`[aria-controls="${panelId}"], [data-tab="${panelId}"]`);
      if (tab) choose(tab);
    },
  };
}

/** The phone's bottom bar: one page area at a time (Chat, Memory, Sessions); desktop shows all three. */
export function wireAreaTabs(tablist: HTMLElement): { show: (area: string) => void } {
  const { choose } = wireTablist(tablist, (tab) => {
    document.body.dataset["area"] = tab.dataset["area"] ?? "chat";
  });
  return {
    show: (area) => {
      const tab = tablist.querySelector<HTMLElement>(`[data-area="${area}"]`);
      if (tab) choose(tab);
    },
  };
}
