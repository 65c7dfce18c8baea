import { describe, expect, it } from "vitest";
import { bindUnits } from "./bind-units";

const NBSP = "\u00a0";

describe("bindUnits", () => {
  it("joins a number to its unit with a no-break space, in both languages", () => {
    expect(bindUnits("stays below 45 °C from raw material")).toBe(`stays below 45${NBSP}°C from raw material`);
    expect(bindUnits("低于 45 ℃")).toBe(`低于 45${NBSP}℃`);
    expect(bindUnits("only about 0.1 g/L")).toBe(`only about 0.1${NBSP}g/L`);
    expect(bindUnits("5 个工作日")).toBe(`5${NBSP}个工作日`);
    expect(bindUnits("60 tonnes a year, 80 kDa")).toBe(`60${NBSP}tonnes a year, 80${NBSP}kDa`);
  });

  it("keeps a comparison sign with its number", () => {
    expect(bindUnits("≤ 1000 CFU/g")).toBe(`≤${NBSP}1000${NBSP}CFU/g`);
    expect(bindUnits("≥ 95%")).toBe(`≥${NBSP}95%`);
  });

  it("leaves numbers followed by ordinary words alone", () => {
    expect(bindUnits("in 3 steps, 2013 and 8 items")).toBe("in 3 steps, 2013 and 8 items");
    expect(bindUnits("after 5 minutes")).toBe("after 5 minutes");
  });
});
