/**
 * Reading a description list as a person does, for component tests: the value beside a label
 * (the `<dd>` after its `<dt>`). Only tests import this file.
 */
import { within } from "@testing-library/react";
import { expect } from "vitest";

/** The definition of `term` inside `scope` (`document.body` for the whole page): exactly one such term. */
export function definitionOf(scope: HTMLElement, term: string): HTMLElement {
  const terms = within(scope)
    .getAllByRole("term")
    .filter((dt) => dt.textContent === term);
  expect(terms, `one term "${term}"`).toHaveLength(1);
  const definition = terms[0]!.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== "DD") {
    throw new Error(`no definition after the term "${term}"`);
  }
  return definition;
}

/** definitionOf, once the term has appeared (the page is still loading). */
export async function findDefinitionOf(scope: HTMLElement, term: string): Promise<HTMLElement> {
  await within(scope).findByText(term, { selector: "dt" });
  return definitionOf(scope, term);
}
