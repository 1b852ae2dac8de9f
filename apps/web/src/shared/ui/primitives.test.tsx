// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Button } from "./button";
import { DataTable } from "./data-table";
import { EmptyState } from "./empty-state";
import { FormField } from "./form-field";
import { Tabs } from "./tabs";
import { toast } from "./toast";
import { ToastHost } from "./toast-host";

afterEach(cleanup);

describe("Button", () => {
  it("is a plain button unless told, and a busy one cannot be pressed twice", () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Deposit" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toBe("btn btn-primary");
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("DataTable", () => {
  it("labels every cell with its column, so a phone shows it as a card", () => {
    render(
      <DataTable
        label="Bets"
        rows={[{ id: "a", game: "Lucky Sevens", stake: "10.00" }]}
        rowKey={(row) => row.id}
        columns={[
          { key: "game", header: "Game", cell: (row) => row.game },
          { key: "stake", header: "Stake", cell: (row) => row.stake, numeric: true },
        ]}
        footer={{ game: "Total", stake: "10.00" }}
      />,
    );
    const table = screen.getByRole("table", { name: "Bets" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Game", "Stake"]);
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((td) => td.getAttribute("data-label"))).toEqual(["Game", "Stake", "Game", "Stake"]);
    expect(screen.getByRole("region", { name: "Bets" }).tabIndex).toBe(0);
  });

  it("names every element's table role itself, so the phone's cards (CSS display) stay a table", () => {
    const { container } = render(
      <DataTable
        label="Bets"
        rows={[{ id: "a", game: "Lucky Sevens", stake: "10.00" }]}
        rowKey={(row) => row.id}
        columns={[
          { key: "game", header: "Game", cell: (row) => row.game },
          { key: "stake", header: "Stake", cell: (row) => row.stake, numeric: true },
        ]}
        footer={{ game: "Total", stake: "10.00" }}
      />,
    );
    // WebKit drops the native semantics of a table whose elements change display; an explicit role stays.
    const explicit = (selector: string) =>
      Array.from(container.querySelectorAll(selector)).map((element) => element.getAttribute("role"));
    expect(explicit("table")).toEqual(["table"]);
    expect(explicit("thead, tbody, tfoot")).toEqual(["rowgroup", "rowgroup", "rowgroup"]);
    expect(explicit("tr")).toEqual(["row", "row", "row"]);
    expect(explicit("th")).toEqual(["columnheader", "columnheader"]);
    expect(explicit("td")).toEqual(["cell", "cell", "cell", "cell"]);
  });

  it("holds each cell's content in one element (a phone's card row: name, then value), and nothing for an empty cell", () => {
    render(
      <DataTable
        label="Limits"
        rows={[{ id: "a", amount: "200.00", times: 8 }]}
        rowKey={(row) => row.id}
        columns={[
          {
            key: "limit",
            header: "Limit",
            cell: (row) => (
              <>
                {row.amount} · {row.times} times a day
              </>
            ),
          },
          { key: "note", header: "Note", cell: () => null },
        ]}
      />,
    );
    const [limit, note] = within(screen.getByRole("table", { name: "Limits" })).getAllByRole("cell");
    expect(limit!.children).toHaveLength(1);
    expect(limit!.textContent).toBe("200.00 · 8 times a day");
    expect(note!.childNodes).toHaveLength(0);
  });

  it("marks the reader's own row as current", () => {
    render(
      <DataTable
        label="Levels"
        rows={[{ level: 1 }, { level: 2 }, { level: 3 }]}
        rowKey={(row) => String(row.level)}
        columns={[{ key: "level", header: "Level", rowHeader: true, cell: (row) => `VIP ${row.level}` }]}
        current={(row) => row.level === 2}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "Levels" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.getAttribute("aria-current"))).toEqual([null, "true", null]);
  });

  it("puts a row's detail under it, across the columns, the two a row group of their own (one card on a phone)", () => {
    const { container } = render(
      <DataTable
        label="Withdrawals"
        rows={[
          { id: "W1", status: "Paid" },
          { id: "W2", status: "Rejected" },
        ]}
        rowKey={(row) => row.id}
        columns={[
          { key: "id", header: "Order", cell: (row) => row.id },
          { key: "status", header: "Status", cell: (row) => row.status },
        ]}
        detail={(row) => (row.status === "Paid" ? <button type="button">Received</button> : null)}
      />,
    );
    const groups = within(screen.getByRole("table", { name: "Withdrawals" })).getAllByRole("rowgroup");
    // The header, then one group per withdrawal: the paid one's with its question under it.
    expect(groups.map((group) => within(group).queryAllByRole("row").length)).toEqual([1, 2, 1]);
    const detail = within(groups[1]!).getAllByRole("row")[1]!;
    const cell = within(detail).getByRole("cell");
    expect(cell.getAttribute("colspan")).toBe("2");
    expect(cell.getAttribute("data-label")).toBeNull();
    expect(within(cell).getByRole("button", { name: "Received" })).toBeTruthy();
    expect(container.querySelectorAll("tbody")).toHaveLength(2);
  });
});

describe("EmptyState", () => {
  it("is a polite status, so a list that a filter empties is announced", () => {
    render(
      <EmptyState title="No records yet.">
        <p>Try another period.</p>
      </EmptyState>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("No records yet.Try another period.");
  });
});

describe("FormField", () => {
  it("keeps the descriptions it is given and adds its error to them", () => {
    const { rerender } = render(
      <>
        <FormField label="Amount" value="" onValue={() => undefined} aria-describedby="limits" />
        <p id="limits">Limits: 100.00 – 500.00</p>
      </>,
    );
    const field = screen.getByRole("textbox", { name: "Amount" });
    expect(computeAccessibleDescription(field)).toBe("Limits: 100.00 – 500.00");
    rerender(
      <>
        <FormField
          label="Amount"
          value=""
          onValue={() => undefined}
          aria-describedby="limits"
          error="Enter an amount"
        />
        <p id="limits">Limits: 100.00 – 500.00</p>
      </>,
    );
    expect(computeAccessibleDescription(field)).toBe("Limits: 100.00 – 500.00 Enter an amount");
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});

function TwoTabs() {
  const [value, setValue] = useState<"a" | "b">("a");
  return (
    <Tabs
      label="Login type"
      value={value}
      onChange={setValue}
      items={[
        { id: "a", label: "By username" },
        { id: "b", label: "By mobile" },
      ]}
    >
      <p>panel {value}</p>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("switches the panel and links the panel to its tab", () => {
    render(<TwoTabs />);
    const mobile = screen.getByRole("tab", { name: "By mobile" });
    expect(mobile.getAttribute("aria-selected")).toBe("false");
    // Radix selects on mouse down (a click would also fire it in a browser).
    fireEvent.mouseDown(mobile, { button: 0, ctrlKey: false });
    expect(mobile.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("panel b");
    expect(panel.getAttribute("aria-labelledby")).toBe(mobile.id);
  });

  it("shows only the panel when there is nothing to choose", () => {
    render(
      <Tabs label="One" value="a" onChange={() => undefined} items={[{ id: "a", label: "Only" }]}>
        <p>alone</p>
      </Tabs>,
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("alone")).toBeTruthy();
  });
});

describe("ToastHost", () => {
  it("renders nothing until a toast, then shows the outcome of an action and lets it be closed", async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe("");
    act(() => toast("error", "Deposit limit reached", "Your daily limit is 100.00"));
    expect(await screen.findByText("Deposit limit reached")).toBeTruthy();
    expect(screen.getByText("Your daily limit is 100.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "common.close" }));
    expect(screen.queryByText("Deposit limit reached")).toBeNull();
  });
});
